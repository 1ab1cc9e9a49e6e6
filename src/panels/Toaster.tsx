import { use$ } from '@legendapp/state/react';
import { dismissToast, toasts$ } from './toast';
import './panels.css';

/** Renders the toasts of `toast.*`; mount it once near the root. */
export function Toaster() {
  const toasts = use$(toasts$);
  return (
    <div className="cw-toaster" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`cw-toast cw-toast--${t.kind}`}>
          <span className="cw-toast-message">{t.message}</span>
          <button
            type="button"
            className="cw-toast-dismiss"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
