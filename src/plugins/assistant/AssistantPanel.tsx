import { useEffect, useRef, useState } from 'react';
import { use$ } from '@legendapp/state/react';
import { session$ } from '../../app/auth/session';
import type { ArgsParam, CommandId } from '../../commands/types';
import { AssistantComposer } from '../../panels/chat/AssistantComposer';
import { ChatThread } from '../../panels/chat/ChatThread';
import { PinnedList } from '../pinned/PinnedList';
import { activeAssistantChat } from './active-chat';
import { ConversationList } from './ConversationList';
import { runFromButton } from './run-command';
import { assistantStatus$, assistantThread$ } from './store';
import './assistant.css';

export const THREAD_LABEL = 'ClearwayAI conversation';
export const SUGGESTED_PROMPTS = ['What is product code DQY?', 'What does 21 CFR 870.1250 regulate?'] as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Welcome({ onPrompt }: { onPrompt(text: string): void }) {
  return (
    <div className="cw-assistant-welcome">
      <h2>Ask ClearwayAI</h2>
      <p className="cw-muted">
        About product codes, 510(k) clearances, regulations, recalls and device problems. Answers come from the FDA
        data held here and cite the records they use.
      </p>
      <div className="cw-assistant-prompts">
        {SUGGESTED_PROMPTS.map((prompt) => (
          <button key={prompt} type="button" className="cw-button" onClick={() => onPrompt(prompt)}>
            {prompt}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The ClearwayAI side panel: saved conversations, the thread and the composer. */
export default function AssistantPanel() {
  const chat = activeAssistantChat();
  const messages = use$(assistantThread$.messages);
  const conversationId = use$(assistantThread$.conversationId);
  const streaming = use$(assistantStatus$.streaming);
  const focusRequested = use$(assistantStatus$.focusRequested);
  const userId = use$(() => session$.user.get()?.uid ?? null);
  const input = useRef<HTMLTextAreaElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (userId !== null) void chat.refreshConversations();
  }, [chat, userId]);

  useEffect(() => {
    if (!focusRequested) return;
    input.current?.focus();
    assistantStatus$.focusRequested.set(false);
  }, [focusRequested]);

  function run<K extends CommandId>(id: K, ...args: ArgsParam<K>): void {
    setProblem(null);
    runFromButton(id, ...args).catch((error: unknown) => setProblem(messageOf(error)));
  }

  return (
    <div className="cw-assistant">
      <ConversationList chat={chat} activeId={conversationId} onNew={() => run('assistant.new-conversation')} />
      <PinnedList />
      <ChatThread
        label={THREAD_LABEL}
        assistantName="ClearwayAI"
        feedback={{ surface: 'chatbot', conversationId }}
        messages={messages}
        streaming={streaming}
        emptyState={<Welcome onPrompt={(text) => run('assistant.send', { text })} />}
      />
      {problem && (
        <p className="cw-assistant-problem" role="alert">
          {problem}
        </p>
      )}
      <AssistantComposer
        streaming={streaming}
        inputRef={input}
        onSend={(text) => run('assistant.send', { text })}
        onStop={() => run('assistant.stop')}
      />
    </div>
  );
}
