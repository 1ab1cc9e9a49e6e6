import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { use$ } from '@legendapp/state/react';
import { session$ } from '../auth/session';
import { LazyCommandPalette } from '../../commands/palette/LazyCommandPalette';
import { Toaster } from '../../panels/Toaster';
import { FeedbackDialogHost } from '../../plugins/feedback/FeedbackDialogHost';
import { TermsGate } from '../terms/TermsGate';
import { SuspendedNotice } from '../auth/SuspendedNotice';
import { Sidebar } from './Sidebar';

const PUBLIC_PATHS = ['/sign-in'];

/** Root layout: navigation, palette and terms only for signed-in users. */
export function AppShell() {
  const status = use$(session$.status);
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const signedIn = status === 'signed-in';

  useEffect(() => {
    if (status === 'signed-out' && !PUBLIC_PATHS.includes(pathname)) void navigate({ to: '/sign-in' });
  }, [status, pathname, navigate]);

  return (
    <div className="cw-app" data-signed-in={signedIn}>
      {signedIn && <Sidebar />}
      <div className="cw-content">
        <Outlet />
      </div>
      {signedIn && (
        <>
          <TermsGate />
          <FeedbackDialogHost />
          <LazyCommandPalette />
          <SuspendedNotice />
        </>
      )}
      <Toaster />
    </div>
  );
}
