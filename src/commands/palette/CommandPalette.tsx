import { use$ } from '@legendapp/state/react';
import * as Dialog from '@radix-ui/react-dialog';
import { Command } from 'cmdk';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { CommandDisabledError } from '../errors';
import { useCommandContext } from '../hooks';
import { commandRegistry, type AnyCommand, type CommandRegistry } from '../registry';
import { PaletteChoiceList } from './PaletteChoiceList';
import { PaletteCommandList } from './PaletteCommandList';
import { closePalette, openPalette, palette$ } from './palette-store';
import './palette.css';

export interface CommandPaletteProps {
  registry?: CommandRegistry;
}

/** The cmdk palette over the registry; mount it once, it renders nothing while closed. */
export function CommandPalette({ registry = commandRegistry }: CommandPaletteProps) {
  const open = use$(palette$.open);
  const page = use$(palette$.page);

  const pageCommand = page === null ? undefined : registry.get(page);
  const argumentsOf = pageCommand?.prompt ? pageCommand : undefined;
  // cmdk's Command.Dialog is this same composition, but it names the dialog and the input alike and keeps
  // Escape from us; composing it here gives the dialog and the input their own names and Escape its pages.
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? openPalette() : closePalette())}>
      <Dialog.Portal>
        <Dialog.Overlay className="cw-palette-overlay" />
        <Dialog.Content
          className="cw-palette"
          aria-label="Command palette"
          aria-describedby={undefined}
          data-testid="command-palette"
          onEscapeKeyDown={(event) => {
            if (!argumentsOf) return;
            event.preventDefault();
            openPalette();
          }}
        >
          <Command label="Search commands" loop vimBindings={false}>
            <PalettePage key={argumentsOf?.id ?? ''} registry={registry} command={argumentsOf} />
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface PalettePageProps {
  registry: CommandRegistry;
  /** The command whose argument page this is; the root page when undefined. */
  command: AnyCommand | undefined;
}

function PalettePage({ registry, command }: PalettePageProps) {
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const context = useCommandContext();
  const prompt = command?.prompt;
  const choices = useMemo(() => prompt?.choices?.(context), [prompt, context]);

  async function run(id: string, args: unknown) {
    if (busy) return;
    setError(undefined);
    setBusy(true);
    try {
      await registry.executeUnchecked(id, args, 'palette');
      closePalette();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  function submitTypedText(id: string, toArgs: (text: string) => unknown) {
    let args: unknown;
    try {
      args = toArgs(search);
    } catch (failure) {
      setError(messageOf(failure));
      return;
    }
    void run(id, args);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!command || !prompt) return;
    if (event.key === 'Backspace' && search === '') {
      event.preventDefault();
      openPalette();
    } else if (event.key === 'Enter' && !choices) {
      event.preventDefault();
      submitTypedText(command.id, prompt.fromText ?? ((text) => text));
    }
  }

  return (
    <>
      {command && <div className="cw-palette-page-title">{command.title}</div>}
      <Command.Input
        className="cw-palette-input"
        autoFocus
        aria-label="Search commands"
        placeholder={prompt?.placeholder ?? 'Type a command or search…'}
        value={search}
        onValueChange={setSearch}
        onKeyDown={onInputKeyDown}
      />
      {error !== undefined && (
        <p role="alert" className="cw-palette-error">
          {error}
        </p>
      )}
      {command && !choices ? (
        <p className="cw-palette-hint">Enter to confirm · Esc to go back</p>
      ) : (
        <Command.List className="cw-palette-list" aria-busy={busy}>
          {command && choices ? (
            <PaletteChoiceList choices={choices} onChoose={(value) => void run(command.id, value)} />
          ) : (
            <PaletteCommandList
              registry={registry}
              context={context}
              onChoose={(item) => (item.asksArgs ? openPalette(item.id) : void run(item.id, undefined))}
            />
          )}
        </Command.List>
      )}
    </>
  );
}

function messageOf(failure: unknown): string {
  if (failure instanceof CommandDisabledError) return failure.reason;
  return failure instanceof Error ? failure.message : String(failure);
}
