import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/** Enter alone submits; Shift+Enter adds a line; keys that confirm an IME composition never submit. */
export function isSubmitKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  // keyCode 229 is what browsers report for keys pressed while an IME is composing.
  const composing = event.nativeEvent.isComposing || event.keyCode === 229;
  return event.key === 'Enter' && !event.shiftKey && !composing;
}

/** Grows the textarea with its text up to its CSS max-height, past which it scrolls. */
export function useAutoGrow(ref: RefObject<HTMLTextAreaElement | null>, value: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight}px`;
  }, [ref, value]);
}

export interface ComposerInputOptions {
  disabled: boolean;
  streaming: boolean;
  onSend(text: string): void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The text of a composer and the rules of SPEC section 4: sending takes the trimmed text when it is not
 * blank and clears the input; nothing is sent while the composer is disabled or a reply is streaming.
 */
export function useComposerInput({ disabled, streaming, onSend, inputRef }: ComposerInputOptions) {
  const [value, setValue] = useState('');
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const ref = inputRef ?? ownRef;
  useAutoGrow(ref, value);

  const canSend = !disabled && value.trim() !== '';

  const submit = () => {
    if (!canSend || streaming) return;
    onSend(value.trim());
    setValue('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSubmitKey(event)) return;
    event.preventDefault();
    submit();
  };

  return { value, setValue, ref, canSend, submit, onKeyDown };
}
