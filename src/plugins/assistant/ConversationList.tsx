import { useEffect, useId, useRef, useState } from 'react';
import { use$ } from '@legendapp/state/react';
import type { Conversation } from '../../api/contracts/chat';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import type { AssistantChat } from './assistant-chat';
import { assistantStatus$ } from './store';

interface ConversationListProps {
  chat: AssistantChat;
  /** The conversation shown in the thread. */
  activeId: string | null;
  onNew(): void;
}

/** Pinned first, keeping the server's order (most recently active first) within each group. */
export function pinnedFirst(conversations: readonly Conversation[]): Conversation[] {
  return [...conversations.filter((c) => c.is_pinned), ...conversations.filter((c) => !c.is_pinned)];
}

/** The user's saved ClearwayAI conversations: open, rename (inline), pin or unpin, delete (confirmed). */
export function ConversationList({ chat, activeId, onNew }: ConversationListProps) {
  const conversations = use$(assistantStatus$.conversations);
  const loaded = use$(assistantStatus$.conversationsLoaded);
  const problem = use$(assistantStatus$.listProblem);
  const busyId = use$(assistantStatus$.busyConversationId);
  const [expanded, setExpanded] = useState(true);
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const listId = useId();

  const confirmDelete = async () => {
    if (!deleting) return;
    await chat.deleteConversation(deleting.id);
    setDeleting(null);
  };

  return (
    <nav className="cw-assistant-conversations" aria-label="Saved conversations">
      <div className="cw-assistant-conversations-header">
        <button type="button" className="cw-assistant-disclosure" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)}>
          Conversations{loaded ? ` (${conversations.length})` : ''}
        </button>
        <button type="button" className="cw-button" onClick={onNew}>
          New conversation
        </button>
      </div>
      {problem && (
        <p className="cw-assistant-problem" role="alert">
          {problem}
        </p>
      )}
      <div id={listId} hidden={!expanded}>
        {!loaded && !problem && <p className="cw-muted cw-assistant-note">Loading conversations…</p>}
        {loaded && conversations.length === 0 && <p className="cw-muted cw-assistant-note">No saved conversations yet.</p>}
        {conversations.length > 0 && (
          <ul className="cw-assistant-conversation-list">
            {pinnedFirst(conversations).map((conversation) => (
              <li key={conversation.id} className="cw-assistant-conversation" aria-current={conversation.id === activeId ? 'true' : undefined} data-pinned={conversation.is_pinned}>
                {renamingId === conversation.id ? (
                  <RenameForm
                    title={conversation.title}
                    busy={busyId === conversation.id}
                    onCancel={() => setRenamingId(null)}
                    onSave={async (title) => {
                      if (await chat.renameConversation(conversation.id, title)) setRenamingId(null);
                    }}
                  />
                ) : (
                  <ConversationRow
                    conversation={conversation}
                    busy={busyId === conversation.id}
                    onOpen={() => void chat.openConversation(conversation.id)}
                    onRename={() => setRenamingId(conversation.id)}
                    onTogglePin={() => void chat.setPinned(conversation.id, !conversation.is_pinned)}
                    onDelete={() => setDeleting(conversation)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete conversation"
        message={`"${deleting?.title ?? ''}" and all its messages will be deleted.`}
        confirmLabel="Delete"
        destructive
        busy={deleting !== null && busyId === deleting.id}
        busyLabel="Deleting..."
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </nav>
  );
}

function PinMark() {
  return (
    <svg className="cw-assistant-pin-mark" role="img" aria-label="Pinned" width="12" height="12" viewBox="0 0 24 24" fill="currentColor">
      <path d="M16 3l5 5-3 1-4 4 1 5-2 2-4-4-5 5-1-1 5-5-4-4 2-2 5 1 4-4z" />
    </svg>
  );
}

interface ConversationRowProps {
  conversation: Conversation;
  busy: boolean;
  onOpen(): void;
  onRename(): void;
  onTogglePin(): void;
  onDelete(): void;
}

function ConversationRow({ conversation, busy, onOpen, onRename, onTogglePin, onDelete }: ConversationRowProps) {
  const { title, is_pinned } = conversation;
  return (
    <>
      <button type="button" className="cw-assistant-conversation-open" disabled={busy} onClick={onOpen} title={title}>
        {is_pinned && <PinMark />}
        <span className="cw-assistant-conversation-title">{title}</span>
      </button>
      <span className="cw-assistant-conversation-actions">
        <button type="button" className="cw-assistant-action" disabled={busy} aria-label={`Rename ${title}`} title="Rename" onClick={onRename}>
          Rename
        </button>
        <button
          type="button"
          className="cw-assistant-action"
          disabled={busy}
          aria-label={`${is_pinned ? 'Unpin' : 'Pin'} ${title}`}
          title={is_pinned ? 'Unpin' : 'Pin'}
          onClick={onTogglePin}
        >
          {is_pinned ? 'Unpin' : 'Pin'}
        </button>
        <button type="button" className="cw-assistant-action cw-assistant-action--danger" disabled={busy} aria-label={`Delete ${title}`} title="Delete" onClick={onDelete}>
          Delete
        </button>
      </span>
    </>
  );
}

/** Inline rename: Enter or Save keeps the trimmed title when it is not blank and has changed; Escape or Cancel leaves it. */
function RenameForm({ title, busy, onCancel, onSave }: { title: string; busy: boolean; onCancel(): void; onSave(title: string): Promise<void> }) {
  const [value, setValue] = useState(title);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.select(), []);
  const next = value.trim();
  const canSave = !busy && next !== '' && next !== title;

  return (
    <form
      className="cw-assistant-rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) void onSave(next);
        else if (next === title) onCancel();
      }}
    >
      <input
        ref={input}
        aria-label="Conversation title"
        value={value}
        disabled={busy}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }}
      />
      <button type="submit" className="cw-assistant-action" disabled={!canSave}>
        Save
      </button>
      <button type="button" className="cw-assistant-action" disabled={busy} onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}
