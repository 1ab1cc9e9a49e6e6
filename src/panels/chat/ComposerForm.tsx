import type { ReactNode } from 'react';
import type { useComposerInput } from './use-composer-input';
import './chat.css';

interface ComposerFormProps {
  input: ReturnType<typeof useComposerInput>;
  /** Also the input's accessible name. */
  placeholder: string;
  disabled: boolean;
  className?: string;
  /** The buttons beside the input. */
  tools: ReactNode;
  /** Shown under the input (e.g. a dictation error). */
  footer?: ReactNode;
}

/** The form both composers share: the growing textarea and a row of tools. */
export function ComposerForm({ input, placeholder, disabled, className = 'cw-chat-composer', tools, footer }: ComposerFormProps) {
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        input.submit();
      }}
    >
      <textarea
        ref={input.ref}
        className="cw-chat-input"
        rows={1}
        placeholder={placeholder}
        aria-label={placeholder}
        disabled={disabled}
        value={input.value}
        onChange={(event) => input.setValue(event.target.value)}
        onKeyDown={input.onKeyDown}
      />
      <div className="cw-chat-tools">{tools}</div>
      {footer}
    </form>
  );
}
