import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer, type ComposerProps } from './Composer';

function renderComposer(props: Partial<ComposerProps> = {}) {
  const onSend = vi.fn<(text: string) => void>();
  const onStop = vi.fn<() => void>();
  const view = render(<Composer streaming={false} onSend={onSend} onStop={onStop} {...props} />);
  return { onSend, onStop, view, input: screen.getByRole('textbox', { name: props.placeholder ?? 'Send a message...' }) };
}

describe('Composer', () => {
  it("is named by its placeholder, 'Send a message...' by default", () => {
    const { input, view } = renderComposer();
    expect(input).toHaveAttribute('placeholder', 'Send a message...');
    view.unmount();
    renderComposer({ placeholder: 'Ask about your device' });
    expect(screen.getByRole('textbox', { name: 'Ask about your device' })).toBeInTheDocument();
  });

  it('sends the trimmed text on Enter and clears the input', async () => {
    const user = userEvent.setup();
    const { input, onSend } = renderComposer();
    await user.type(input, '  What is DQY?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('What is DQY?');
    expect(input).toHaveValue('');
  });

  it('adds a line on Shift+Enter without sending', async () => {
    const user = userEvent.setup();
    const { input, onSend } = renderComposer();
    await user.type(input, 'first{Shift>}{Enter}{/Shift}second');
    expect(input).toHaveValue('first\nsecond');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('first\nsecond');
  });

  it('does not send a blank message: the send button is disabled and Enter does nothing', async () => {
    const user = userEvent.setup();
    const { input, onSend } = renderComposer();
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(input, 'x');
    expect(send).toBeEnabled();
  });

  it('disables the input and send when the composer is disabled', () => {
    renderComposer({ disabled: true });
    expect(screen.getByRole('textbox', { name: 'Send a message...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('shows stop instead of send while a reply streams, and Enter keeps the text', async () => {
    const user = userEvent.setup();
    const { input, onSend, onStop } = renderComposer({ streaming: true });
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    await user.type(input, 'next question{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue('next question');
    await user.click(screen.getByRole('button', { name: 'Stop reply' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('does not send on the Enter that confirms an IME composition', () => {
    const { input, onSend } = renderComposer();
    fireEvent.change(input, { target: { value: 'にほん' } });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('にほん');
  });

  it('offers attach only with onAttach, and hands over every chosen file', async () => {
    const user = userEvent.setup();
    const { view } = renderComposer();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
    view.unmount();

    const onAttach = vi.fn<(files: File[]) => void>();
    renderComposer({ onAttach, attachLabel: 'Attach documents' });
    expect(screen.getByRole('button', { name: 'Attach documents' })).toBeEnabled();
    const files = [new File(['a'], 'spec.pdf', { type: 'application/pdf' }), new File(['b'], 'ifu.docx')];
    await user.upload(screen.getByTestId('composer-file-input'), files);
    expect(onAttach).toHaveBeenCalledExactlyOnceWith(files);
  });

  it('uses the given ref for the input, so the owner can focus it', () => {
    const inputRef = { current: null as HTMLTextAreaElement | null };
    renderComposer({ inputRef });
    inputRef.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Send a message...' })).toHaveFocus();
  });
});
