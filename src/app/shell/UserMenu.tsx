import { useEffect, useRef, useState } from 'react';
import { use$ } from '@legendapp/state/react';
import { useCommandContext } from '../../commands/hooks';
import { commandRegistry } from '../../commands/registry';
import type { CommandId } from '../../commands/types';
import { session$ } from '../auth/session';
import { UserIcon } from './icons';

const MENU_COMMANDS: ReadonlyArray<{ id: CommandId; label: string }> = [
  { id: 'account.open-profile', label: 'Profile' },
  { id: 'plans.open', label: 'Plans' },
  { id: 'palette.toggle', label: 'Command palette' },
  { id: 'feedback.give', label: 'Give feedback' },
  { id: 'workflow.clear-cache', label: 'Clear all cache' },
  { id: 'account.sign-out', label: 'Sign out' },
];

export function UserMenu() {
  const email = use$(session$.user)?.email;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // An entry whose command is hidden now (its `when`, e.g. Plans while payments are off) is left out.
  const context = useCommandContext();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="cw-user-menu" ref={root}>
      <button
        type="button"
        className="cw-sidebar-item"
        aria-label="User menu"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <UserIcon />
      </button>
      {open && (
        <div role="menu" className="cw-menu" aria-label="User menu">
          {email && <div className="cw-menu-caption">{email}</div>}
          {MENU_COMMANDS.filter(({ id }) => commandRegistry.describe(id, context)?.visible !== false).map(({ id, label }) => (
            <button
              key={id}
              type="button"
              role="menuitem"
              className="cw-menu-item"
              onClick={() => {
                setOpen(false);
                void commandRegistry.execute(id, undefined, 'button');
              }}
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
