import { type } from 'arktype';
import { WatchKind } from '../../api/contracts/watch';
import type { AppServices } from '../../app/services';
import { showSidePanel } from '../../app/workspace/workspace-store';
import { navigateTo } from '../../app/workflow/navigation';
import { workflow$ } from '../../app/workflow/store';
import { WORKFLOW_STEPS } from '../../app/workflow-steps';
import type { Command, CommandContext } from '../../commands/types';
import { toast } from '../../panels/toast';
import { SIGNED_IN_KEY } from '../account/commands';
import { watch$ } from './store';
import type { WatchSync } from './watch-sync';
import { WATCH_TEXTS as TEXT } from './watch-texts';

export const WATCH_PANEL_ID = 'watch';

export type WatchAddArgs = { kind: WatchKind; value: string };
export type MarkSeenArgs = { ids: string[] } | { all: true };

declare module '../../commands/types' {
  interface CommandArgs {
    'watch.add': WatchAddArgs;
    'watch.open': void;
    'watch.mark-seen': MarkSeenArgs;
    'watch.remove': { id: string };
  }
}

const signedIn = (context: CommandContext) => context[SIGNED_IN_KEY] === true;

/** What the palette's typed text names: a product code, a K-number, else an applicant. */
export function watchArgsFromText(text: string): WatchAddArgs {
  const value = text.trim();
  if (/^[a-z]{3}$/i.test(value)) return { kind: 'product_code', value };
  if (/^(k|den)\d{6}$/i.test(value)) return { kind: 'k_number', value };
  return { kind: 'applicant', value };
}

interface WatchCommandDeps {
  services: Pick<AppServices, 'watch'>;
  sync: WatchSync;
}

/** Watch something, open the Watch panel, mark events seen, stop watching. */
export function watchCommands({ services, sync }: WatchCommandDeps): Command<never>[] {
  const add: Command<WatchAddArgs> = {
    id: 'watch.add',
    title: 'Watch a product code, K-number or applicant',
    category: TEXT.category,
    keywords: ['watch', 'follow', 'alert', 'notify', 'competitor', 'predicate', 'product code', 'k-number', 'applicant'],
    args: type({ kind: WatchKind, value: 'string' }),
    prompt: { placeholder: TEXT.whatToWatch, fromText: watchArgsFromText },
    when: signedIn,
    async run(args) {
      const item = await services.watch.add(args);
      watch$.items.set((items) => [item, ...items.filter((other) => other.id !== item.id)]);
      toast.success(TEXT.added(item.label));
    },
  };

  const open: Command = {
    id: 'watch.open',
    title: 'Open the Watch panel',
    category: TEXT.category,
    keywords: ['watch', 'events', 'new', 'clearances', 'recalls', 'spikes', 'alerts'],
    when: signedIn,
    run() {
      if (!window.location.pathname.startsWith('/strategy')) navigateTo((WORKFLOW_STEPS[workflow$.currentStep.peek()] ?? WORKFLOW_STEPS[0]).path);
      showSidePanel(WATCH_PANEL_ID);
      void sync.reload();
    },
  };

  const markSeen: Command<MarkSeenArgs> = {
    id: 'watch.mark-seen',
    title: 'Mark watch events seen',
    category: TEXT.category,
    keywords: ['watch', 'seen', 'read', 'clear', 'dismiss'],
    args: type({ ids: 'string[]' }).or({ all: 'true' }),
    prompt: { placeholder: TEXT.whichEvent, choices: () => [{ label: TEXT.markAllSeen, value: { all: true } as MarkSeenArgs }] },
    when: signedIn,
    async run(args) {
      const unseen = await services.watch.markSeen(args);
      const marked = 'all' in args ? null : new Set(args.ids);
      watch$.assign({ unseen, events: watch$.events.peek().map((event) => (marked === null || marked.has(event.id) ? { ...event, seen: true } : event)) });
    },
  };

  const remove: Command<{ id: string }> = {
    id: 'watch.remove',
    title: 'Stop watching',
    category: TEXT.category,
    keywords: ['watch', 'unwatch', 'stop', 'remove'],
    args: type({ id: 'string' }),
    prompt: { placeholder: TEXT.whatToWatch, choices: () => watch$.items.peek().map((item) => ({ label: item.label, value: { id: item.id } })) },
    when: signedIn,
    async run({ id }) {
      await services.watch.remove(id);
      await sync.reload();
    },
  };

  return [add, open, markSeen, remove] as Command<never>[];
}
