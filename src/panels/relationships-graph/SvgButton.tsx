import type { KeyboardEvent, SVGProps } from 'react';

export interface SvgButtonProps extends Omit<SVGProps<SVGGElement>, 'role' | 'onClick'> {
  label: string;
  onPress(): void;
  disabled?: boolean;
}

/** A group inside an SVG that behaves as a button: focusable, labelled, pressed by a click, Enter or Space. */
export function SvgButton({ label, onPress, disabled = false, children, ...props }: SvgButtonProps) {
  const press = () => {
    if (!disabled) onPress();
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    press();
  };
  return (
    <g {...props} role="button" tabIndex={0} aria-label={label} aria-disabled={disabled || undefined} onClick={press} onKeyDown={onKeyDown}>
      {children}
    </g>
  );
}
