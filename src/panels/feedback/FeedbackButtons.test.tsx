import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { FeedbackSubject } from '../../api/contracts/feedback';
import { setContextKey } from '../../commands/context';
import type { Disposable } from '../../commands/types';
import { ChatThread } from '../chat/ChatThread';
import type { ThreadMessage } from '../chat/thread';
import { FeedbackButtons } from './FeedbackButtons';
import { SIGNED_IN, stubGiveFeedback } from './feedback-test-command';

/**
 * The thumbs and their comment box, with a stand-in 'feedback.give' in the app's registry (the real command
 * is tested in src/plugins/feedback): the buttons are a view of that command.
 */
const onRisk: FeedbackSubject = { kind: 'result', step: 'risk', product_code: 'DQY', result: '2026-11-25T09:30:00.000Z' };

let give: Mock<(args: unknown) => Promise<void>>;
let registration: Disposable | null = null;
const contextKeys: Disposable[] = [];
const signedIn = (value: boolean) => contextKeys.push(setContextKey(SIGNED_IN, value));

beforeEach(() => {
  ({ give, registration } = stubGiveFeedback());
  signedIn(true);
});
afterEach(() => {
  registration?.dispose();
  for (const key of contextKeys.splice(0).reverse()) key.dispose();
});

const group = (name = 'Feedback') => screen.getByRole('group', { name });

describe('the feedback buttons', () => {
  it('show thumbs up and down; a thumb opens the comment box, and Send gives the feedback with the comment', async () => {
    const user = userEvent.setup();
    render(<FeedbackButtons subject={onRisk} label="Feedback on the AI Risk Snapshot" />);
    const buttons = group('Feedback on the AI Risk Snapshot');
    expect(within(buttons).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(buttons).getByRole('button', { name: 'Thumbs down' }));
    expect(within(buttons).getByRole('button', { name: 'Thumbs down' })).toHaveAttribute('aria-pressed', 'true');
    const comment = within(buttons).getByRole('textbox', { name: 'Comment (optional)' });
    expect(comment).toHaveFocus();
    expect(comment).toHaveAttribute('placeholder', 'What was wrong or missing? (optional)');
    expect(comment).toHaveAttribute('maxlength', '2000');

    await user.type(comment, '  Recalls of 2024 are missing. ');
    await user.click(within(buttons).getByRole('button', { name: 'Send' }));

    expect(give).toHaveBeenCalledExactlyOnceWith({ subject: onRisk, rating: 'down', comment: 'Recalls of 2024 are missing.' });
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for your feedback');
    expect(within(group('Feedback on the AI Risk Snapshot')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('send no comment when the box is left empty', async () => {
    const user = userEvent.setup();
    render(<FeedbackButtons subject={{ kind: 'general' }} />);
    await user.click(screen.getByRole('button', { name: 'Thumbs up' }));
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'What was helpful? (optional)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(give).toHaveBeenCalledWith({ subject: { kind: 'general' }, rating: 'up', comment: null });
    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument();
  });

  it('Cancel (or Escape) closes the comment box and sends nothing', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<FeedbackButtons subject={onRisk} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Thumbs up' }));
    await user.type(screen.getByRole('textbox'), 'Never mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'false');
    expect(onCancel).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Thumbs down' }));
    expect(screen.getByRole('textbox')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(give).not.toHaveBeenCalled();
  });

  it('say why the feedback could not be sent and keep the comment for another try', async () => {
    const user = userEvent.setup();
    give.mockRejectedValueOnce(new Error('Too many requests; retry in 30 s'));
    render(<FeedbackButtons subject={onRisk} />);
    await user.click(screen.getByRole('button', { name: 'Thumbs down' }));
    await user.type(screen.getByRole('textbox'), 'Wrong level');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your feedback could not be sent: Too many requests; retry in 30 s');
    expect(screen.getByRole('textbox')).toHaveValue('Wrong level');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument();
    expect(give).toHaveBeenCalledTimes(2);
  });

  it('read Sending... while the command runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    give.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<FeedbackButtons subject={onRisk} />);
    await user.click(screen.getByRole('button', { name: 'Thumbs up' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Thanks for your feedback')).toBeInTheDocument();
  });

  it('are disabled with the reason while signed out, and absent without the command', () => {
    signedIn(false);
    const { unmount } = render(<FeedbackButtons subject={onRisk} />);
    const up = screen.getByRole('button', { name: 'Thumbs up' });
    expect(up).toBeDisabled();
    expect(up).toHaveAttribute('title', 'You are not signed in');
    unmount();

    registration?.dispose();
    render(<FeedbackButtons subject={onRisk} />);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('feedback in a chat thread', () => {
  const at = '2026-11-25T10:00:00.000Z';
  const message = (id: string, role: 'user' | 'assistant', content: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
    id,
    role,
    content,
    createdAt: at,
    ...extra,
  });
  const thread = [
    message('u1', 'user', 'What is DQY?'),
    message('a1', 'assistant', 'DQY is a percutaneous catheter.'),
    message('n1', 'assistant', 'Answered by the local engine.', { kind: 'notice' }),
    message('u2', 'user', 'And LLZ?'),
    message('e1', 'assistant', 'The model did not answer.', { kind: 'error' }),
    message('a2', 'assistant', 'LLZ is a radiological image processing system.'),
  ];

  it('offers thumbs on each finished assistant answer only, naming the conversation and the message', async () => {
    const user = userEvent.setup();
    render(<ChatThread label="ClearwayAI conversation" messages={thread} feedback={{ surface: 'chatbot', conversationId: 'conv_123' }} />);
    const groups = screen.getAllByRole('group', { name: 'Feedback on this answer' });
    expect(groups).toHaveLength(2);

    await user.click(within(groups[1]!).getByRole('button', { name: 'Thumbs up' }));
    await user.click(within(groups[1]!).getByRole('button', { name: 'Send' }));
    expect(give).toHaveBeenCalledWith({
      subject: { kind: 'message', surface: 'chatbot', conversation_id: 'conv_123', message_id: 'a2' },
      rating: 'up',
      comment: null,
    });
  });

  it('leaves out the reply still streaming, and shows none without the feedback prop', () => {
    const { rerender } = render(
      <ChatThread label="Device profiler chat" messages={thread} streaming feedback={{ surface: 'profiler', conversationId: null }} />,
    );
    expect(screen.getAllByRole('group', { name: 'Feedback on this answer' })).toHaveLength(1);
    rerender(<ChatThread label="Device profiler chat" messages={thread} />);
    expect(screen.queryByRole('group', { name: 'Feedback on this answer' })).not.toBeInTheDocument();
  });
});
