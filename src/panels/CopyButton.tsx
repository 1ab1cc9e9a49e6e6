import { useEffect, useRef, useState } from 'react';
import './panels.css';

/** SPEC section 9: the copied state shows for 3000 ms. */
export const COPIED_STATE_MS = 3000;

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  text: string;
  label?: string;
}

/** Copies `text` to the clipboard and says so for COPIED_STATE_MS (from the latest click). */
export function CopyButton({ text, label = 'Copy' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), COPIED_STATE_MS);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      show('copied');
    } catch {
      show('failed');
    }
  };

  return (
    <button
      type="button"
      className={`cw-panel-button cw-copy-button cw-copy-button--${state}`}
      onClick={() => void copy()}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
    </button>
  );
}
