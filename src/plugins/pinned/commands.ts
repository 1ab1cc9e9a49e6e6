import { type } from 'arktype';
import { SourceRef } from '../../api/contracts/ai';
import { ERROR_CODES } from '../../api/contracts/error-codes';
import { PINNED_SOURCE_URL, PINNED_SOURCES_MESSAGES, PinnedSourceKey, type PinnedSource } from '../../api/contracts/pinned-sources';
import type { AppServices } from '../../app/services';
import { ApiError, AppError } from '../../app/errors/errors';
import { showSidePanel } from '../../app/workspace/workspace-store';
import type { Command, CommandContext } from '../../commands/types';
import { SIGNED_IN_KEY } from '../account/commands';
import { ASSISTANT_PANEL_ID } from '../assistant/commands';
import { PINNED_TEXTS as TEXT } from './pinned-texts';
import type { PinnedSync } from './pinned-sync';
import { findPin, pinned$ } from './store';

export type UnpinArgs = { id: string } | { source: PinnedSourceKey };

declare module '../../commands/types' {
  interface CommandArgs {
    'pinned.pin': { source: SourceRef };
    'pinned.unpin': UnpinArgs;
    'pinned.open': { id: string };
    'pinned.show': void;
  }
}

const signedIn = (context: CommandContext) => context[SIGNED_IN_KEY] === true;

const notFound = () => new AppError(PINNED_SOURCES_MESSAGES.notFound, { code: ERROR_CODES.notFound, status: 404 });

/** The pins as the palette offers them. */
const pinChoices = () => pinned$.pins.peek().map((pin) => ({ label: pin.source.label, value: { id: pin.id } }));

const without = (id: string) => pinned$.pins.set((pins) => pins.filter((pin) => pin.id !== id));

/** Opens an http(s) page in a new tab, without giving it this window. */
function openInNewTab(url: string): void {
  if (!PINNED_SOURCE_URL.test(url)) throw new AppError(`Not a web address: ${url}`, { code: ERROR_CODES.validation, status: 400 });
  window.open(url, '_blank', 'noopener,noreferrer');
}

interface PinnedCommandDeps {
  services: Pick<AppServices, 'pinnedSources'>;
  sync: PinnedSync;
}

/** Pin, unpin and open the user's pinned sources, and show the Pinned list. */
export function pinnedCommands({ services, sync }: PinnedCommandDeps): Command<never>[] {
  const pin: Command<{ source: SourceRef }> = {
    id: 'pinned.pin',
    title: 'Pin a source',
    category: TEXT.category,
    keywords: ['pin', 'bookmark', 'save', 'source', 'k-number', 'product code'],
    args: type({ source: SourceRef }),
    when: signedIn,
    async run({ source }) {
      if (findPin({ source })) throw new AppError(PINNED_SOURCES_MESSAGES.duplicate, { code: ERROR_CODES.conflict, status: 409 });
      try {
        const pinned: PinnedSource = await services.pinnedSources.pin(source);
        pinned$.pins.set((pins) => [pinned, ...pins.filter((other) => other.id !== pinned.id)]);
      } catch (error) {
        // Pinned in another window since the list was read: show it as pinned.
        if (error instanceof ApiError && error.code === ERROR_CODES.conflict) void sync.reload();
        throw error;
      }
    },
  };

  const unpin: Command<UnpinArgs> = {
    id: 'pinned.unpin',
    title: 'Unpin a source',
    category: TEXT.category,
    keywords: ['unpin', 'remove', 'forget', 'source'],
    args: type({ id: 'string' }).or({ source: PinnedSourceKey }),
    prompt: { placeholder: TEXT.whichPin, choices: pinChoices },
    when: signedIn,
    async run(target) {
      const known = findPin(target);
      try {
        await services.pinnedSources.unpin(known ? { id: known.id } : target);
      } catch (error) {
        // Unpinned in another window since the list was read.
        if (error instanceof ApiError && error.status === 404) void sync.reload();
        throw error;
      }
      if (known) without(known.id);
      else void sync.reload();
    },
  };

  const open: Command<{ id: string }> = {
    id: 'pinned.open',
    title: 'Open a pinned source',
    category: TEXT.category,
    keywords: ['pinned', 'open', 'source', 'bookmark'],
    args: type({ id: 'string' }),
    prompt: { placeholder: TEXT.whichPin, choices: pinChoices },
    when: signedIn,
    async run({ id }, env) {
      const source = findPin({ id })?.source;
      if (!source) throw notFound();
      // A K-number opens on the app's Predicate Devices page; anything else on its public page.
      if (source.kind === 'k_number') return env.execute('predicate-library.open-device', { kNumber: source.id });
      if (!source.url) throw new AppError(TEXT.noPage(source.label), { code: ERROR_CODES.notFound, status: 404 });
      openInNewTab(source.url);
    },
  };

  const show: Command = {
    id: 'pinned.show',
    title: 'Show pinned sources',
    category: TEXT.category,
    keywords: ['pinned', 'pins', 'bookmarks', 'saved sources'],
    when: signedIn,
    run() {
      showSidePanel(ASSISTANT_PANEL_ID);
      void sync.reload();
    },
  };

  return [pin, unpin, open, show] as Command<never>[];
}
