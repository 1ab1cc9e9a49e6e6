import { use$ } from '@legendapp/state/react';
import { commandRegistry } from '../../commands/registry';
import { suspension$ } from './suspension';

/** Over everything while the account is suspended: why, and the way out (signing out). */
export function SuspendedNotice() {
  const message = use$(suspension$);
  if (message === null) return null;
  return (
    <div className="cw-modal-backdrop">
      <div role="alertdialog" aria-modal="true" aria-labelledby="cw-suspended-title" aria-describedby="cw-suspended-text" className="cw-modal">
        <h2 id="cw-suspended-title">Account suspended</h2>
        <p id="cw-suspended-text">{message}</p>
        <div className="cw-modal-actions">
          <button type="button" className="cw-button cw-button-primary" onClick={() => void commandRegistry.execute('account.sign-out', undefined, 'button')}>
            Sign out
          </button>
        </div>
      </div>
    </div>
  );
}
