import { Icon, type IconProps } from '../Icon';

/** A push pin; filled when the source is pinned. */
export function PinIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon size={14} {...props}>
      <path d="M8 3h8" />
      <path d="M10 3v6l-3 4h10l-3-4V3z" fill={filled ? 'currentColor' : 'none'} />
      <path d="M12 13v8" />
    </Icon>
  );
}
