import { Icon, type IconProps } from '../Icon';

const Lens = () => (
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L20 20" />
  </>
);

export const ZoomInIcon = (p: IconProps) => <Icon {...p}><Lens /><path d="M10.5 7.5v6" /><path d="M7.5 10.5h6" /></Icon>;
export const ZoomOutIcon = (p: IconProps) => <Icon {...p}><Lens /><path d="M7.5 10.5h6" /></Icon>;
/** Back to 100 % and the main device in the middle. */
export const ZoomResetIcon = (p: IconProps) => <Icon {...p}><path d="M4 9V4h5" /><path d="M20 15v5h-5" /><path d="M15 4h5v5" /><path d="M9 20H4v-5" /><circle cx="12" cy="12" r="2.5" /></Icon>;
