import { Icon, type IconProps } from '../Icon';

const THUMB = 'M7 11v9H4v-9h3zm0 0l4-7a2 2 0 012 2v4h5.2a2 2 0 012 2.3l-1.2 7A2 2 0 0117 20H7';

export const ThumbUpIcon = (p: IconProps) => <Icon size={16} {...p}><path d={THUMB} /></Icon>;
export const ThumbDownIcon = (p: IconProps) => (
  <Icon size={16} {...p}><g transform="rotate(180 12 12)"><path d={THUMB} /></g></Icon>
);
