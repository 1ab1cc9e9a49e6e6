import { formatKeys } from '../format-keys';
import { describeCommand, type AnyCommand, type CommandDescription } from '../registry';
import { requiresArgs } from '../requires-args';
import type { CommandContext } from '../types';

export const RECENT_HEADING = 'Recent';
export const MAX_RECENT = 5;

export interface PaletteItem {
  id: string;
  title: string;
  category: string;
  /** Search aliases (cmdk `keywords`). */
  keywords: string[];
  /** The first shortcut, formatted for this platform. */
  shortcut: string | undefined;
  /** Why it cannot run now; undefined when it can. */
  disabledReason: string | undefined;
  /** Choosing it opens its argument page instead of running it. */
  asksArgs: boolean;
}

export interface PaletteGroup {
  heading: string;
  items: PaletteItem[];
}

/**
 * The palette's root page: 'Recent' first (most recent first, at most 5), then one group per category in
 * first-registration order, commands by title. Hidden commands and those needing arguments the palette
 * cannot ask for are left out; a recent command is listed only under 'Recent'.
 */
export function buildPaletteModel(
  commands: readonly AnyCommand[],
  context: CommandContext,
  recentIds: readonly string[],
): PaletteGroup[] {
  const offered = new Map<string, CommandDescription>();
  for (const command of commands) {
    const description = describeCommand(command, context);
    if (description.visible && (command.prompt || !requiresArgs(command))) offered.set(command.id, description);
  }

  const recent = recentIds.flatMap((id) => offered.get(id) ?? []).slice(0, MAX_RECENT);
  const recentSet = new Set(recent.map((d) => d.command.id));

  const byCategory = new Map<string, PaletteItem[]>();
  for (const description of offered.values()) {
    if (recentSet.has(description.command.id)) continue;
    const { category } = description.command;
    byCategory.set(category, [...(byCategory.get(category) ?? []), toItem(description)]);
  }

  const groups: PaletteGroup[] = [];
  if (recent.length > 0) groups.push({ heading: RECENT_HEADING, items: recent.map(toItem) });
  for (const [heading, items] of byCategory) {
    groups.push({ heading, items: items.sort((a, b) => a.title.localeCompare(b.title)) });
  }
  return groups;
}

function toItem({ command, enabled }: CommandDescription): PaletteItem {
  const firstKey = command.keys?.[0];
  return {
    id: command.id,
    title: command.title,
    category: command.category,
    keywords: [...(command.keywords ?? [])],
    shortcut: firstKey === undefined ? undefined : formatKeys(firstKey),
    disabledReason: enabled === true ? undefined : enabled,
    asksArgs: command.prompt !== undefined,
  };
}
