import { definePlugin } from '../host/define-plugin';
import { giveFeedbackCommand } from './commands';
import { closeFeedbackDialog } from './store';

/** Feedback: the 'feedback.give' command behind the thumbs on AI answers and results and the feedback dialog. */
export const feedbackPlugin = definePlugin({
  id: 'feedback',
  requires: ['account'],
  activate(api) {
    api.registerCommand(giveFeedbackCommand(() => api.services.feedback));
    api.onDispose(closeFeedbackDialog);
  },
});
