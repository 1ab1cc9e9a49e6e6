import { type } from 'arktype';
import type { Command, CommandContext } from '../../commands/types';
import { openByPath } from '../../app/workflow/store';
import { showSidePanel } from '../../app/workspace/workspace-store';
import { openStepCommand } from '../workflow/open-step-command';
import { navigateToCurrentStep } from '../workflow/move-to-step';
import type { ProfilerChat } from './profiler-chat';
import {
  editToSave,
  isEditableStep,
  isStepComplete,
  missingRequiredFields,
  REQUIRED_PROFILE_FIELDS,
  type RequiredProfileField,
} from './profile-rules';
import { setStepValue } from './profile-updates';
import { profilerUi$ } from './profiler-ui';
import { PROFILE_STEP_IDS, PROFILE_STEP_LABELS, profile$ } from './store';

export const EDITABLE_STEPS = PROFILE_STEP_IDS.filter(isEditableStep);
export type EditableStep = (typeof EDITABLE_STEPS)[number];

declare module '../../commands/types' {
  interface CommandArgs {
    'device-profiler.open': void;
    'device-profiler.send': { text: string };
    'device-profiler.stop': void;
    'device-profiler.new-conversation': void;
    'device-profiler.edit-field': { field: EditableStep; value?: string };
    'device-profiler.fill-field': { field: RequiredProfileField };
    'device-profiler.attach': void;
    'device-profiler.delete-profile': void;
  }
}

const CATEGORY = 'Device profiler';
export const DEVICE_PROFILE_PANEL_ID = 'device-profile';
/** Context keys the plugin keeps set, so that the palette shows current reasons. */
export const STREAMING_KEY = 'device-profiler.streaming';
export const UPLOADING_KEY = 'device-profiler.uploading';
export const REPLY_STREAMING = 'Wait for the reply to finish, or stop it';
export const NO_REPLY_STREAMING = 'No reply is being written';
export const NOTHING_TO_EDIT = 'Only completed profile steps can be edited';
export const PROFILE_EMPTY = 'The device profile is empty';
export const REQUIRED_FIELDS_FILLED = 'The device profile has all its required fields';
export const alreadyFilled = (label: string) => `${label} is filled in already: edit it instead`;

const EditArgs = type({ field: type.enumerated(...EDITABLE_STEPS), 'value?': 'string' });

/**
 * Shows the Product Info step with its side panel (where the Device Profile is), opened as its path would
 * be: going back to it loses no work, even from a later step while the profile misses a required field
 * (which un-completes step 0, so the movement rule alone would refuse the way back).
 */
function showProfiler(): void {
  openByPath(0);
  navigateToCurrentStep();
  showSidePanel(DEVICE_PROFILE_PANEL_ID);
}

function openFieldEditor(field: EditableStep): void {
  showProfiler();
  profilerUi$.editing.set(field);
}

const completedEditableSteps = () => EDITABLE_STEPS.filter((step) => isStepComplete(profile$.steps.peek(), step));

/**
 * 'device-profiler.fill-field': a required field still empty gets its inline editor on the Product Info
 * step, so that the steps which need it can lead back to it (the profiler's chat can fill it as well).
 */
export const fillFieldCommand: Command<{ field: RequiredProfileField }> = {
  id: 'device-profiler.fill-field',
  title: 'Fill in a missing profile field...',
  category: CATEGORY,
  keywords: ['required', 'missing', 'incomplete', 'complete the profile', 'device name', 'intended use', 'description'],
  args: type({ field: type.enumerated(...REQUIRED_PROFILE_FIELDS) }),
  prompt: {
    placeholder: 'Which field?',
    choices: () => missingRequiredFields(profile$.steps.peek()).map((field) => ({ label: PROFILE_STEP_LABELS[field], value: { field } })),
  },
  enabled: () => (missingRequiredFields(profile$.steps.peek()).length > 0 ? true : REQUIRED_FIELDS_FILLED),
  run({ field }) {
    if (isStepComplete(profile$.steps.peek(), field)) throw new Error(alreadyFilled(PROFILE_STEP_LABELS[field]));
    openFieldEditor(field);
  },
};

export function deviceProfilerCommands(chat: ProfilerChat): Command<never>[] {
  const commands = [
    openStepCommand('device-profiler'),
    {
      id: 'device-profiler.send',
      title: 'Send a message to the device profiler',
      category: CATEGORY,
      keywords: ['chat', 'ask', 'answer'],
      args: type({ text: 'string' }),
      prompt: { placeholder: 'Send a message...', fromText: (text: string) => ({ text }) },
      enabled: (context: CommandContext) => (context[STREAMING_KEY] === true ? REPLY_STREAMING : true),
      // Returns once the message is sent, so that the palette closes while the reply streams.
      run({ text }: { text: string }) {
        void chat.send(text);
      },
    },
    {
      id: 'device-profiler.stop',
      title: 'Stop the reply',
      category: CATEGORY,
      keywords: ['abort', 'cancel', 'halt'],
      keys: ['$mod+Alt+S'],
      enabled: (context: CommandContext) => (context[STREAMING_KEY] === true ? true : NO_REPLY_STREAMING),
      run: () => chat.stop(),
    },
    {
      id: 'device-profiler.new-conversation',
      title: 'New profiler conversation',
      category: CATEGORY,
      keywords: ['restart', 'clear chat', 'start over'],
      keys: ['$mod+Alt+N'],
      run: () => chat.newConversation(),
    },
    {
      id: 'device-profiler.edit-field',
      title: 'Edit a profile field...',
      category: CATEGORY,
      keywords: ['change', 'correct', 'device name', 'intended use', 'description'],
      keys: ['$mod+Alt+E'],
      args: EditArgs,
      prompt: {
        placeholder: 'Which field?',
        choices: (_context: CommandContext) => completedEditableSteps().map((field) => ({ label: PROFILE_STEP_LABELS[field], value: { field } })),
      },
      enabled: () => (completedEditableSteps().length > 0 ? true : NOTHING_TO_EDIT),
      run({ field, value }: { field: EditableStep; value?: string }) {
        if (!isStepComplete(profile$.steps.peek(), field)) throw new Error(NOTHING_TO_EDIT);
        if (value === undefined) return openFieldEditor(field);
        const saved = editToSave(profile$.steps[field].data.peek(), value);
        if (saved !== null) setStepValue(field, saved);
      },
    },
    fillFieldCommand,
    {
      id: 'device-profiler.attach',
      title: 'Attach a file to the device profile',
      category: CATEGORY,
      keywords: ['upload', 'document', 'attachment', 'pdf'],
      keys: ['$mod+Alt+U'],
      enabled: (context: CommandContext) => (context[UPLOADING_KEY] === true ? 'A file is still uploading' : true),
      run() {
        showProfiler();
        profilerUi$.attachRequests.set((n) => n + 1);
      },
    },
    {
      id: 'device-profiler.delete-profile',
      title: 'Delete the device profile',
      category: CATEGORY,
      keywords: ['remove', 'clear', 'new device', 'reset profile'],
      enabled: () => (PROFILE_STEP_IDS.some((step) => isStepComplete(profile$.steps.peek(), step)) ? true : PROFILE_EMPTY),
      run() {
        showProfiler();
        profilerUi$.confirmingDelete.set(true);
      },
    },
  ];
  return commands as Command<never>[];
}
