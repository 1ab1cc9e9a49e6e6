import { useEffect, useRef } from 'react';
import { use$ } from '@legendapp/state/react';
import { commandRegistry } from '../../commands/registry';
import { useServices } from '../../app/services';
import { ChatThread } from '../../panels/chat/ChatThread';
import { Composer } from '../../panels/chat/Composer';
import { toast } from '../../panels/toast';
import { activeProfilerChat } from './active-chat';
import { uploadAttachments } from './attachments';
import { profilerChatStatus$, profilerThread$ } from './chat-store';
import { profilerUi$ } from './profiler-ui';
import './profiler.css';

export const SUGGESTED_PROMPTS = ['Start the device profiler!', "What's the purpose of device profiler?"] as const;

const reportFailure = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

function send(text: string): void {
  commandRegistry.execute('device-profiler.send', { text }, 'button').catch(reportFailure);
}

function Greeting() {
  return (
    <div className="cw-profiler-greeting">
      <h2>Hello there!</h2>
      <p className="cw-muted">Let's build your Device Profile!</p>
      <div className="cw-profiler-prompts" role="group" aria-label="Suggested prompts">
        {SUGGESTED_PROMPTS.map((prompt) => (
          <button key={prompt} type="button" className="cw-button" onClick={() => send(prompt)}>
            {prompt}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Step 0's main panel: the profiler chat (the Device Profile is the side panel). */
export default function DeviceProfilerPanel() {
  const services = useServices();
  const messages = use$(profilerThread$.messages);
  const conversationId = use$(profilerThread$.conversationId);
  const { streaming, uploading } = use$(profilerChatStatus$);
  const attachRequests = use$(profilerUi$.attachRequests);
  const focusRequests = use$(profilerUi$.focusRequests);
  const fileInput = useRef<HTMLInputElement>(null);
  const composerInput = useRef<HTMLTextAreaElement>(null);
  const handledAttach = useRef(attachRequests);

  useEffect(() => {
    if (attachRequests === handledAttach.current) return;
    handledAttach.current = attachRequests;
    fileInput.current?.click();
  }, [attachRequests]);

  useEffect(() => {
    if (focusRequests > 0) composerInput.current?.focus();
  }, [focusRequests]);

  const attach = (files: File[]) => void uploadAttachments(files, services);

  return (
    <section className="cw-profiler" aria-labelledby="profiler-title">
      <h1 id="profiler-title" className="cw-visually-hidden">
        Product Info
      </h1>
      <ChatThread
        label="Device profiler chat"
        assistantName="Device profiler"
        feedback={{ surface: 'profiler', conversationId }}
        messages={messages}
        streaming={streaming}
        emptyState={<Greeting />}
        onEditMessage={(id, content) => void activeProfilerChat().edit(id, content).catch(reportFailure)}
      />
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          attach([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <div className="cw-profiler-composer">
        {uploading && <p className="cw-muted" role="status">Uploading...</p>}
        <Composer
          streaming={streaming}
          inputRef={composerInput}
          onSend={send}
          onStop={() => void commandRegistry.execute('device-profiler.stop', undefined, 'button').catch(reportFailure)}
          onAttach={attach}
        />
      </div>
    </section>
  );
}
