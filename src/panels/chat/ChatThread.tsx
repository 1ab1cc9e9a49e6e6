import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FeedbackSurface } from '../../api/contracts/feedback';
import { FeedbackButtons } from '../feedback/FeedbackButtons';
import type { ThreadMessage } from './thread';
import { EditComposer } from './EditComposer';
import { EditIcon } from './icons';
import { MessageText } from './MessageText';
import { SourceList } from './SourceList';
import './chat.css';

export interface ChatThreadProps {
  messages: readonly ThreadMessage[];
  streaming?: boolean;
  /** Offers Edit on the user's messages when given; called with the trimmed new text. */
  onEditMessage?(id: string, content: string): void;
  /** Shown instead of the thread while it has no message. */
  emptyState?: ReactNode;
  /** The log's accessible name. */
  label: string;
  /** Who speaks in assistant messages, for screen readers. */
  assistantName?: string;
  /** Offers thumbs up / down on each finished assistant answer: the thread and its server conversation. */
  feedback?: ThreadFeedback;
}

export interface ThreadFeedback {
  surface: FeedbackSurface;
  /** The server conversation the thread is saved in; null while it is not saved. */
  conversationId: string | null;
}

/** Within this distance of the bottom the log follows new text; further up, the reader keeps their place. */
const FOLLOW_DISTANCE_PX = 48;

/** The chat thread: user and assistant messages in a log whose column is at most 48rem wide (SPEC section 2). */
export function ChatThread({ messages, streaming = false, onEditMessage, emptyState, label, assistantName = 'Assistant', feedback }: ChatThreadProps) {
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    // The user's own new message always brings the log to the bottom.
    if (following.current || last?.role === 'user') {
      element.scrollTop = element.scrollHeight;
      following.current = true;
    }
  }, [last?.id, last?.content, last?.role, messages.length, streaming]);

  const waitingForReply = streaming && last?.role === 'user';

  return (
    <div
      ref={log}
      className="cw-chat-log"
      role="log"
      aria-live="polite"
      aria-label={label}
      aria-busy={streaming}
      onScroll={(event) => {
        const element = event.currentTarget;
        following.current = element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_DISTANCE_PX;
      }}
    >
      <div className="cw-chat-column">
        {messages.length === 0 && emptyState}
        {messages.map((message) =>
          message.role === 'user' ? (
            <UserMessage
              key={message.id}
              message={message}
              editing={editingId === message.id}
              canEdit={onEditMessage !== undefined && !streaming}
              onStartEdit={() => setEditingId(message.id)}
              onCancelEdit={() => setEditingId(null)}
              onUpdate={(content) => {
                setEditingId(null);
                onEditMessage?.(message.id, content);
              }}
            />
          ) : (
            <AssistantMessage
              key={message.id}
              message={message}
              speaker={assistantName}
              feedback={streaming && message === last ? undefined : feedback}
            />
          ),
        )}
        {waitingForReply && (
          <div className="cw-chat-typing" role="status" aria-label={`${assistantName} is replying`}>
            <span />
            <span />
            <span />
          </div>
        )}
      </div>
    </div>
  );
}

interface UserMessageProps {
  message: ThreadMessage;
  editing: boolean;
  canEdit: boolean;
  onStartEdit(): void;
  onCancelEdit(): void;
  onUpdate(content: string): void;
}

function UserMessage({ message, editing, canEdit, onStartEdit, onCancelEdit, onUpdate }: UserMessageProps) {
  if (editing) {
    return (
      <div className="cw-chat-message cw-chat-message--user" data-role="user">
        <EditComposer original={message.content} onCancel={onCancelEdit} onUpdate={onUpdate} />
      </div>
    );
  }
  return (
    <div className="cw-chat-message cw-chat-message--user" data-role="user">
      <span className="cw-visually-hidden">You said:</span>
      <div className="cw-chat-bubble">{message.content}</div>
      {canEdit && (
        <button type="button" className="cw-chat-edit-button" aria-label="Edit message" title="Edit message" onClick={onStartEdit}>
          <EditIcon />
        </button>
      )}
    </div>
  );
}

function AssistantMessage({ message, speaker, feedback }: { message: ThreadMessage; speaker: string; feedback?: ThreadFeedback }) {
  const kind = message.kind ?? 'text';
  if (kind === 'notice') {
    return (
      <p className="cw-chat-message cw-chat-notice" data-role="assistant" data-kind="notice">
        {message.content}
      </p>
    );
  }
  if (kind === 'error') {
    return (
      <p className="cw-chat-message cw-chat-error" data-role="assistant" data-kind="error">
        {message.content}
      </p>
    );
  }
  return (
    <div className="cw-chat-message cw-chat-message--assistant" data-role="assistant" data-kind={kind}>
      <span className="cw-visually-hidden">{speaker} said:</span>
      {kind === 'finalize' ? (
        <section className="cw-chat-summary" aria-label="Summary">
          <MessageText content={message.content} />
        </section>
      ) : (
        <MessageText content={message.content} />
      )}
      {message.sources && <SourceList sources={message.sources} />}
      {feedback && message.content.trim() !== '' && (
        <FeedbackButtons
          label="Feedback on this answer"
          subject={{ kind: 'message', surface: feedback.surface, conversation_id: feedback.conversationId, message_id: message.savedId ?? message.id }}
        />
      )}
    </div>
  );
}
