import { lazy, Suspense } from 'react';
import { use$ } from '@legendapp/state/react';
import { closeFeedbackDialog, feedbackDialog$ } from './store';

const FeedbackDialog = lazy(() => import('./FeedbackDialog'));

/** Where the app shows the feedback dialog while it is open; its code loads on the first opening. */
export function FeedbackDialogHost() {
  const { subject, opening } = use$(feedbackDialog$);
  if (subject === null) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog key={opening} subject={subject} onClose={closeFeedbackDialog} />
    </Suspense>
  );
}
