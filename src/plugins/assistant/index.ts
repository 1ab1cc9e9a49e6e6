import { lazy } from 'react';
import { observe } from '@legendapp/state';
import { session$ } from '../../app/auth/session';
import { getContext } from '../../commands/context';
import { definePlugin } from '../host/define-plugin';
import { setActiveAssistantChat } from './active-chat';
import { createAssistantChat } from './assistant-chat';
import { ASSISTANT_PANEL_ID, assistantCommands, ASSISTANT_STREAMING_KEY } from './commands';
import { assistantStatus$ } from './store';

/** The context key the classification plugin keeps set to the scenario being looked at. */
export const SELECTED_PRODUCT_CODE_KEY = 'classification.selectedProductCode';

export const ASSISTANT_PANEL_TITLE = 'ClearwayAI';

/** ClearwayAI: the chatbot side panel on every step, with the user's saved conversations. */
export const assistantPlugin = definePlugin({
  id: 'assistant',
  requires: ['workflow'],
  activate(api) {
    const chat = createAssistantChat({
      services: api.services,
      productCode() {
        const code = getContext()[SELECTED_PRODUCT_CODE_KEY];
        return typeof code === 'string' ? code : undefined;
      },
      userId: () => session$.user.peek()?.uid ?? null,
    });
    setActiveAssistantChat(chat);
    api.onDispose(() => {
      chat.dispose();
      setActiveAssistantChat(null);
    });

    assistantCommands(chat).forEach((command) => api.registerCommand(command));
    api.onDispose(observe(() => api.setContext(ASSISTANT_STREAMING_KEY, assistantStatus$.streaming.get())));
    api.onDispose(observe(() => chat.forgetOtherUsersThread(session$.user.get()?.uid ?? null)));

    api.registerSidePanel({ id: ASSISTANT_PANEL_ID, title: ASSISTANT_PANEL_TITLE, component: lazy(() => import('./AssistantPanel')) });
  },
});
