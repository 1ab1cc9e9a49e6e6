import { useRef } from 'react';
import { AttachIcon, SendIcon, StopIcon } from './icons';

export const SEND_LABEL = 'Send message';
export const STOP_LABEL = 'Stop reply';
export const DEFAULT_ATTACH_LABEL = 'Attach files';

/** A button that opens the file picker (several files at once) and hands the chosen files over. */
export function AttachButton({ label, disabled, onAttach }: { label: string; disabled: boolean; onAttach(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        tabIndex={-1}
        data-testid="composer-file-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so that choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (files.length > 0) onAttach(files);
        }}
      />
      <button type="button" className="cw-chat-tool" aria-label={label} title={label} disabled={disabled} onClick={() => input.current?.click()}>
        <AttachIcon />
      </button>
    </>
  );
}

/** Send, or stop while a reply streams (SPEC section 2: send and stop share the spot). */
export function SendOrStopButton({ streaming, canSend, onStop }: { streaming: boolean; canSend: boolean; onStop(): void }) {
  if (streaming) {
    return (
      <button type="button" className="cw-chat-send cw-chat-send--stop" aria-label={STOP_LABEL} title={STOP_LABEL} onClick={onStop}>
        <StopIcon />
      </button>
    );
  }
  return (
    <button type="submit" className="cw-chat-send" aria-label={SEND_LABEL} title={SEND_LABEL} disabled={!canSend}>
      <SendIcon />
    </button>
  );
}
