import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatThread } from './ChatThread';
import type { ThreadMessage } from './thread';

const at = '2025-03-01T10:00:00.000Z';
const user = (id: string, content: string): ThreadMessage => ({ id, role: 'user', content, createdAt: at });
const assistant = (id: string, content: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  id,
  role: 'assistant',
  content,
  createdAt: at,
  ...extra,
});

describe('ChatThread', () => {
  it('is a polite log named by its label, showing the empty state until there is a message', () => {
    const { rerender } = render(<ChatThread label="ClearwayAI conversation" messages={[]} emptyState={<p>Hello there!</p>} />);
    const log = screen.getByRole('log', { name: 'ClearwayAI conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Hello there!')).toBeInTheDocument();

    rerender(<ChatThread label="ClearwayAI conversation" messages={[user('u1', 'Hi')]} emptyState={<p>Hello there!</p>} />);
    expect(screen.queryByText('Hello there!')).not.toBeInTheDocument();
    expect(screen.getByText('Hi')).toBeInTheDocument();
  });

  it("renders an assistant reply's paragraphs, line breaks and '- ' lists, as text only", () => {
    const reply = 'DQY is a catheter.\nClass II.\n\nHeld:\n- 12 clearances\n- 1 recall\n<img src=x onerror="alert(1)">';
    const { container } = render(<ChatThread label="Chat" messages={[assistant('a1', reply)]} />);
    const paragraphs = container.querySelectorAll('.cw-chat-paragraph');
    expect(paragraphs[0]?.innerHTML).toBe('DQY is a catheter.<br>Class II.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['12 clearances', '1 recall']);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps the line breaks of a user message', () => {
    render(<ChatThread label="Chat" messages={[user('u1', 'first\nsecond')]} />);
    expect(screen.getByText((_, element) => element?.textContent === 'first\nsecond' && element.className === 'cw-chat-bubble')).toBeInTheDocument();
  });

  it('shows a notice as a muted note, an error as an error line and a finalize message as a summary card', () => {
    const { container } = render(
      <ChatThread
        label="Chat"
        messages={[
          assistant('n', 'The language model did not answer in time; the local engine replied.', { kind: 'notice' }),
          assistant('e', 'HTTP 400: Bad Request - {"message":"bad"}', { kind: 'error' }),
          assistant('f', 'Your device profile is finalized:\n- Role: Manufacturer', { kind: 'finalize' }),
        ]}
      />,
    );
    expect(screen.getByText(/the local engine replied/)).toHaveClass('cw-chat-notice');
    expect(screen.getByText('HTTP 400: Bad Request - {"message":"bad"}')).toHaveClass('cw-chat-error');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Your device profile is finalized:')).toBeInTheDocument();
    expect(within(summary).getByRole('listitem')).toHaveTextContent('Role: Manufacturer');
    expect(container.querySelectorAll('.cw-chat-summary')).toHaveLength(1);
  });

  it('lists the sources of a reply as links that open in a new tab', () => {
    render(
      <ChatThread
        label="Chat"
        messages={[
          assistant('a', 'DQY is a catheter.', {
            sources: [
              { kind: 'product_code', id: 'DQY', label: 'DQY: Catheter, Percutaneous', url: 'https://www.accessdata.fda.gov/dqy' },
              { kind: 'regulation', id: '870.1250', label: '21 CFR 870.1250', url: null },
            ],
          }),
        ]}
      />,
    );
    const sources = screen.getByRole('list', { name: 'Sources' });
    const link = within(sources).getByRole('link', { name: 'DQY: Catheter, Percutaneous' });
    expect(link).toHaveAttribute('href', 'https://www.accessdata.fda.gov/dqy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(sources).getByText('21 CFR 870.1250').tagName).toBe('SPAN');
  });

  it('shows that a reply is coming while streaming and the last message is the user’s', () => {
    const { rerender } = render(<ChatThread label="Chat" assistantName="ClearwayAI" streaming messages={[user('u', 'Hi')]} />);
    expect(screen.getByRole('status', { name: 'ClearwayAI is replying' })).toBeInTheDocument();
    rerender(<ChatThread label="Chat" assistantName="ClearwayAI" streaming messages={[user('u', 'Hi'), assistant('a', 'Hello')]} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('editing a user message', () => {
    const messages = [user('u1', 'What is DQY?'), assistant('a1', 'A catheter.')];

    it('offers Edit only when the owner handles edits, and not while streaming', () => {
      const { rerender } = render(<ChatThread label="Chat" messages={messages} />);
      expect(screen.queryByRole('button', { name: 'Edit message' })).not.toBeInTheDocument();
      rerender(<ChatThread label="Chat" messages={messages} onEditMessage={() => {}} streaming />);
      expect(screen.queryByRole('button', { name: 'Edit message' })).not.toBeInTheDocument();
      rerender(<ChatThread label="Chat" messages={messages} onEditMessage={() => {}} />);
      expect(screen.getAllByRole('button', { name: 'Edit message' })).toHaveLength(1);
    });

    it('Update is disabled while the text is blank or unchanged, and sends the trimmed text', async () => {
      const userEvents = userEvent.setup();
      const onEdit = vi.fn<(id: string, content: string) => void>();
      render(<ChatThread label="Chat" messages={messages} onEditMessage={onEdit} />);
      await userEvents.click(screen.getByRole('button', { name: 'Edit message' }));

      const input = screen.getByRole('textbox', { name: 'Edit your message' });
      expect(input).toHaveValue('What is DQY?');
      expect(input).toHaveFocus();
      const update = screen.getByRole('button', { name: 'Update' });
      expect(update).toBeDisabled();
      await userEvents.clear(input);
      await userEvents.type(input, '   ');
      expect(update).toBeDisabled();
      await userEvents.clear(input);
      await userEvents.type(input, ' What is DQA? ');
      await userEvents.click(update);

      expect(onEdit).toHaveBeenCalledExactlyOnceWith('u1', 'What is DQA?');
      expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
    });

    it('Cancel and Escape close the edit composer without a change', async () => {
      const userEvents = userEvent.setup();
      const onEdit = vi.fn<(id: string, content: string) => void>();
      render(<ChatThread label="Chat" messages={messages} onEditMessage={onEdit} />);

      await userEvents.click(screen.getByRole('button', { name: 'Edit message' }));
      await userEvents.type(screen.getByRole('textbox', { name: 'Edit your message' }), ' now');
      await userEvents.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
      expect(screen.getByText('What is DQY?')).toBeInTheDocument();

      await userEvents.click(screen.getByRole('button', { name: 'Edit message' }));
      expect(screen.getByRole('textbox', { name: 'Edit your message' })).toHaveValue('What is DQY?');
      await userEvents.keyboard('{Escape}');
      expect(screen.queryByRole('textbox', { name: 'Edit your message' })).not.toBeInTheDocument();
      expect(onEdit).not.toHaveBeenCalled();
    });

    it('Enter updates and Shift+Enter adds a line', async () => {
      const userEvents = userEvent.setup();
      const onEdit = vi.fn<(id: string, content: string) => void>();
      render(<ChatThread label="Chat" messages={messages} onEditMessage={onEdit} />);
      await userEvents.click(screen.getByRole('button', { name: 'Edit message' }));
      await userEvents.keyboard('{Shift>}{Enter}{/Shift}Class?{Enter}');
      expect(onEdit).toHaveBeenCalledExactlyOnceWith('u1', 'What is DQY?\nClass?');
    });
  });

  describe('scrolling', () => {
    /** jsdom has no layout: give the log a fixed geometry and a growing content height. */
    function withGeometry(log: HTMLElement, geometry: { clientHeight: number; scrollHeight: () => number }) {
      let scrollTop = 0;
      Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => geometry.clientHeight });
      Object.defineProperty(log, 'scrollHeight', { configurable: true, get: geometry.scrollHeight });
      Object.defineProperty(log, 'scrollTop', { configurable: true, get: () => scrollTop, set: (value: number) => (scrollTop = value) });
    }

    it('follows a streaming reply to the newest text, unless the reader has scrolled up', () => {
      let contentHeight = 1000;
      const thread = (content: string) => [user('u', 'Hi'), assistant('a', content)];
      const { rerender } = render(<ChatThread label="Chat" streaming messages={thread('Line 1')} />);
      const log = screen.getByRole('log');
      withGeometry(log, { clientHeight: 300, scrollHeight: () => contentHeight });

      contentHeight = 1200;
      rerender(<ChatThread label="Chat" streaming messages={thread('Line 1\nLine 2')} />);
      expect(log.scrollTop).toBe(1200);

      log.scrollTop = 100;
      log.dispatchEvent(new Event('scroll'));
      contentHeight = 1400;
      rerender(<ChatThread label="Chat" streaming messages={thread('Line 1\nLine 2\nLine 3')} />);
      expect(log.scrollTop).toBe(100);

      // The user's own next message brings the log back to the bottom.
      contentHeight = 1500;
      rerender(<ChatThread label="Chat" streaming messages={[...thread('Line 1\nLine 2\nLine 3'), user('u2', 'Thanks')]} />);
      expect(log.scrollTop).toBe(1500);
    });
  });
});
