import { type } from 'arktype';
import { CHAT_MESSAGES } from '../../api/contracts/chat';
import { AppError } from '../../app/errors/errors';
import { showSidePanel } from '../../app/workspace/workspace-store';
import type { Command, CommandContext } from '../../commands/types';
import type { AssistantChat } from './assistant-chat';
import { assistantStatus$ } from './store';

declare module '../../commands/types' {
  interface CommandArgs {
    'assistant.send': { text: string };
    'assistant.stop': void;
    'assistant.new-conversation': void;
    'assistant.focus': void;
  }
}

const CATEGORY = 'ClearwayAI';
/** Context key the plugin keeps set while a reply streams. */
export const ASSISTANT_STREAMING_KEY = 'assistant.streaming';
export const ASSISTANT_REPLYING = 'ClearwayAI is still replying: wait, or stop the reply';
export const NO_ASSISTANT_REPLY = 'ClearwayAI is not replying';
export const ASSISTANT_PANEL_ID = 'assistant';
export const FOCUS_ASSISTANT_KEYS = ['$mod+Shift+L'] as const;

/** Opens the side panel and asks the ClearwayAI panel to focus its composer. */
function showAssistant(): void {
  showSidePanel(ASSISTANT_PANEL_ID);
  assistantStatus$.focusRequested.set(true);
}

const streaming = (context: CommandContext) => context[ASSISTANT_STREAMING_KEY] === true;

export function assistantCommands(chat: AssistantChat): Command<never>[] {
  const commands = [
    {
      id: 'assistant.send',
      title: 'Ask ClearwayAI',
      category: CATEGORY,
      keywords: ['chat', 'chatbot', 'question', 'ai', 'help'],
      args: type({ text: 'string' }),
      prompt: { placeholder: 'Ask ClearwayAI...', fromText: (text: string) => ({ text }) },
      enabled: (context: CommandContext) => (streaming(context) ? ASSISTANT_REPLYING : true),
      run({ text }: { text: string }) {
        if (text.trim() === '') throw new AppError(CHAT_MESSAGES.messageBlank, { code: 'VALIDATION_ERROR', status: 400 });
        showAssistant();
        // Resolves once the message is sent; the reply streams into the panel (the palette need not wait for it).
        chat.send(text);
      },
    },
    {
      id: 'assistant.stop',
      title: 'Stop the ClearwayAI reply',
      category: CATEGORY,
      keywords: ['abort', 'cancel', 'halt'],
      enabled: (context: CommandContext) => (streaming(context) ? true : NO_ASSISTANT_REPLY),
      run: () => chat.stop(),
    },
    {
      id: 'assistant.new-conversation',
      title: 'New ClearwayAI conversation',
      category: CATEGORY,
      keywords: ['clear chat', 'start over', 'reset chat'],
      async run() {
        await chat.newConversation();
        showAssistant();
      },
    },
    {
      id: 'assistant.focus',
      title: 'Go to ClearwayAI',
      category: CATEGORY,
      keywords: ['chat', 'chatbot', 'assistant', 'focus', 'ask'],
      keys: FOCUS_ASSISTANT_KEYS,
      run: showAssistant,
    },
  ];
  return commands as Command<never>[];
}
