import type { RefObject } from 'react';
import { AttachButton, DEFAULT_ATTACH_LABEL, SendOrStopButton } from './composer-buttons';
import { ComposerForm } from './ComposerForm';
import { useComposerInput } from './use-composer-input';

export const DEFAULT_COMPOSER_PLACEHOLDER = 'Send a message...';

export interface ComposerProps {
  /** Also the input's accessible name. */
  placeholder?: string;
  disabled?: boolean;
  streaming: boolean;
  onSend(text: string): void;
  onStop(): void;
  /** Shows the attach button when given. */
  onAttach?(files: File[]): void;
  attachLabel?: string;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/** The chat input of SPEC section 2 with attach, send and stop (stop replaces send while a reply streams). */
export function Composer({
  placeholder = DEFAULT_COMPOSER_PLACEHOLDER,
  disabled = false,
  streaming,
  onSend,
  onStop,
  onAttach,
  attachLabel = DEFAULT_ATTACH_LABEL,
  inputRef,
}: ComposerProps) {
  const input = useComposerInput({ disabled, streaming, onSend, inputRef });
  return (
    <ComposerForm
      input={input}
      placeholder={placeholder}
      disabled={disabled}
      tools={
        <>
          {onAttach && <AttachButton label={attachLabel} disabled={disabled} onAttach={onAttach} />}
          <SendOrStopButton streaming={streaming} canSend={input.canSend} onStop={onStop} />
        </>
      }
    />
  );
}
