import { observe } from '@legendapp/state';
import { lazy } from 'react';
import { defineStepPlugin } from '../step-kit/define-step-plugin';
import {
  PROFILE_FINALIZED_KEY,
  PROFILE_GET,
  PROFILE_MARK_FINALIZED,
  PROFILE_REQUIRED_FILLED_KEY,
  PROFILE_SNAPSHOT_KEY,
  type ProfileSnapshot,
} from '../common/profile-requests';
import { setActiveProfilerChat } from './active-chat';
import { profilerChatStatus$ } from './chat-store';
import { DEVICE_PROFILE_PANEL_ID, deviceProfilerCommands, STREAMING_KEY, UPLOADING_KEY } from './commands';
import { trackProfileCompletion } from './completion';
import { createProfilerChat } from './profiler-chat';
import { fieldValues, requiredFieldsFilled } from './profile-rules';
import { syncProfileWithServer } from './profile-sync';
import { markFinalized } from './profile-updates';
import { profile$ } from './store';

/** The profile as other plugins see it; with get() (track) inside an observer. */
function snapshot(track = false): ProfileSnapshot {
  const steps = track ? profile$.steps.get() : profile$.steps.peek();
  return { ...fieldValues(steps), finalized: steps.finalize.data };
}

/** Step 0: the profiler chat (main panel) and the Device Profile (side panel). */
export const deviceProfilerPlugin = defineStepPlugin({
  step: 'device-profiler',
  panel: lazy(() => import('./Panel')),
  commands: [],
  activate(api) {
    const chat = createProfilerChat({ services: api.services });
    setActiveProfilerChat(chat);
    api.onDispose(() => {
      setActiveProfilerChat(null);
      chat.dispose();
    });
    deviceProfilerCommands(chat).forEach((command) => api.registerCommand(command));
    api.registerSidePanel({
      id: DEVICE_PROFILE_PANEL_ID,
      title: 'Device Profile',
      component: lazy(() => import('./ProfilePanel')),
      steps: ['device-profiler'],
    });
    api.bus.handle('profile', PROFILE_GET, () => snapshot());
    api.bus.handle('profile', PROFILE_MARK_FINALIZED, markFinalized);
    api.onDispose(
      observe(() => {
        api.setContext(PROFILE_REQUIRED_FILLED_KEY, requiredFieldsFilled(profile$.steps.get()));
        api.setContext(PROFILE_FINALIZED_KEY, profile$.steps.finalize.data.get());
        api.setContext(PROFILE_SNAPSHOT_KEY, snapshot(true));
        api.setContext(STREAMING_KEY, profilerChatStatus$.streaming.get());
        api.setContext(UPLOADING_KEY, profilerChatStatus$.uploading.get());
      }),
    );
    api.onDispose(trackProfileCompletion());
    api.onDispose(syncProfileWithServer(api.services));
  },
});
