import { Icon, type IconProps } from '../Icon';

export const SendIcon = (p: IconProps) => <Icon {...p}><path d="M12 19V5" /><path d="M6 11l6-6 6 6" /></Icon>;
export const StopIcon = (p: IconProps) => <Icon {...p}><rect x="7" y="7" width="10" height="10" rx="1.5" fill="currentColor" /></Icon>;
export const AttachIcon = (p: IconProps) => (
  <Icon {...p}><path d="M20 11.5l-8.1 8.1a5 5 0 01-7.1-7.1l8.5-8.5a3.3 3.3 0 014.7 4.7l-8.5 8.5a1.7 1.7 0 01-2.4-2.4l7.8-7.8" /></Icon>
);
export const MicrophoneIcon = (p: IconProps) => (
  <Icon {...p}><rect x="9" y="3" width="6" height="11" rx="3" /><path d="M5 11a7 7 0 0014 0" /><path d="M12 18v3" /></Icon>
);
export const EditIcon = (p: IconProps) => <Icon {...p}><path d="M4 20h4L19 9l-4-4L4 16z" /><path d="M13.5 6.5l4 4" /></Icon>;
