import { useRef } from 'react';
import { AttachButton, DEFAULT_ATTACH_LABEL, SendOrStopButton } from './composer-buttons';
import type { ComposerProps } from './Composer';
import { ComposerForm } from './ComposerForm';
import { MicrophoneIcon } from './icons';
import { useComposerInput } from './use-composer-input';
import { useSpeechRecognition, type Transcript } from './use-speech-recognition';

/** SPEC section 2: 'Message {product}AI'; the product is Clearway. */
export const ASSISTANT_PLACEHOLDER = 'Message ClearwayAI';
/** One name for the toggle; aria-pressed tells whether it is listening. */
export const DICTATE_LABEL = 'Dictate message';

export type AssistantComposerProps = Omit<ComposerProps, 'placeholder'>;

/** Dictated words go after what was typed before listening started, separated by a space. */
function withDictation(typed: string, { final, interim }: Transcript): string {
  const spoken = `${final}${interim}`.trim();
  if (spoken === '') return typed;
  return typed.trim() === '' ? spoken : `${typed.trimEnd()} ${spoken}`;
}

/**
 * The alternative composer of SPEC section 2: microphone, attach and send (stop while a reply streams).
 * The microphone shows only where the browser has speech recognition.
 */
export function AssistantComposer({
  disabled = false,
  streaming,
  onSend,
  onStop,
  onAttach,
  attachLabel = DEFAULT_ATTACH_LABEL,
  inputRef,
}: AssistantComposerProps) {
  const input = useComposerInput({ disabled, streaming, onSend: (text) => send(text), inputRef });
  const typedBeforeListening = useRef('');
  const speech = useSpeechRecognition((transcript) => input.setValue(withDictation(typedBeforeListening.current, transcript)));

  function send(text: string) {
    // Words still being recognised must not reappear in the emptied input.
    if (speech.listening) speech.cancel();
    onSend(text);
  }

  function toggleListening() {
    if (speech.listening) {
      speech.stop();
      return;
    }
    typedBeforeListening.current = input.value;
    speech.start();
    input.ref.current?.focus();
  }

  return (
    <ComposerForm
      input={input}
      placeholder={ASSISTANT_PLACEHOLDER}
      disabled={disabled}
      className="cw-chat-composer cw-chat-composer--assistant"
      tools={
        <>
          {speech.supported && (
            <button
              type="button"
              className="cw-chat-tool"
              aria-label={DICTATE_LABEL}
              title={speech.listening ? 'Stop dictation' : 'Dictate message'}
              aria-pressed={speech.listening}
              disabled={disabled}
              onClick={toggleListening}
            >
              <MicrophoneIcon />
            </button>
          )}
          {onAttach && <AttachButton label={attachLabel} disabled={disabled} onAttach={onAttach} />}
          <SendOrStopButton streaming={streaming} canSend={input.canSend} onStop={onStop} />
        </>
      }
      footer={
        speech.error && (
          <p className="cw-chat-composer-error" role="alert">
            {speech.error}
          </p>
        )
      }
    />
  );
}
