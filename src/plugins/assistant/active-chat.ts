import type { AssistantChat } from './assistant-chat';

let active: AssistantChat | null = null;

/** The plugin's conversation, for its panel (set while the plugin is active). */
export function setActiveAssistantChat(chat: AssistantChat | null): void {
  active = chat;
}

export function activeAssistantChat(): AssistantChat {
  if (!active) throw new Error('The assistant plugin is not active');
  return active;
}
