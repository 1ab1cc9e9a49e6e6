import type { ProfilerChat } from './profiler-chat';

let active: ProfilerChat | null = null;

/** The plugin's conversation, for its panels (set while the plugin is active). */
export function setActiveProfilerChat(chat: ProfilerChat | null): void {
  active = chat;
}

export function activeProfilerChat(): ProfilerChat {
  if (!active) throw new Error('The device profiler plugin is not active');
  return active;
}
