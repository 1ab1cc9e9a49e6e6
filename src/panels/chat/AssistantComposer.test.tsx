import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantComposer } from './AssistantComposer';
import { SPEECH_ERROR_MS, type SpeechRecognizer } from './use-speech-recognition';

/** A stand-in for the browser's recognizer: the test plays the browser's part through its handlers. */
class StubRecognition implements SpeechRecognizer {
  static instances: StubRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: SpeechRecognizer['onresult'] = null;
  onerror: SpeechRecognizer['onerror'] = null;
  onend: SpeechRecognizer['onend'] = null;
  started = false;

  constructor() {
    StubRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onerror?.({ error: 'aborted' });
    this.onend?.();
  }
  /** Results since start, as [text, isFinal] pairs. */
  hear(...results: Array<[string, boolean]>) {
    const list = results.map(([transcript, isFinal]) => Object.assign([{ transcript, confidence: 0.9 }], { isFinal }));
    this.onresult?.({ results: list as unknown as SpeechRecognitionResultList });
  }
}

const speechWindow = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete speechWindow.SpeechRecognition;
  delete speechWindow.webkitSpeechRecognition;
  StubRecognition.instances = [];
  vi.useRealTimers();
});

function renderComposer(streaming = false) {
  const onSend = vi.fn<(text: string) => void>();
  const onStop = vi.fn<() => void>();
  render(<AssistantComposer streaming={streaming} onSend={onSend} onStop={onStop} />);
  return { onSend, onStop, input: screen.getByRole('textbox', { name: 'Message ClearwayAI' }) };
}

describe('AssistantComposer', () => {
  it("reads 'Message ClearwayAI' and has no microphone where the browser has no speech recognition", () => {
    const { input } = renderComposer();
    expect(input).toHaveAttribute('placeholder', 'Message ClearwayAI');
    expect(screen.queryByRole('button', { name: 'Dictate message' })).not.toBeInTheDocument();
  });

  it('sends with Enter and adds a line with Shift+Enter', async () => {
    const user = userEvent.setup();
    const { input, onSend } = renderComposer();
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('line one\nline two');
    expect(input).toHaveValue('');
  });

  it('shows stop instead of send while streaming', async () => {
    const user = userEvent.setup();
    const { onStop } = renderComposer(true);
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop reply' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('dictates with the prefixed recognizer: interim then final words are appended to what was typed', async () => {
    speechWindow.webkitSpeechRecognition = StubRecognition;
    const user = userEvent.setup();
    const { input, onSend } = renderComposer();
    await user.type(input, 'Question:');

    const microphone = screen.getByRole('button', { name: 'Dictate message' });
    expect(microphone).toHaveAttribute('aria-pressed', 'false');
    await user.click(microphone);
    const recognizer = StubRecognition.instances[0]!;
    expect(recognizer).toMatchObject({ started: true, continuous: true, interimResults: true });
    expect(microphone).toHaveAttribute('aria-pressed', 'true');

    act(() => recognizer.hear(['what is', false]));
    expect(input).toHaveValue('Question: what is');
    act(() => recognizer.hear(['what is DQY', true], [' class', false]));
    expect(input).toHaveValue('Question: what is DQY class');

    await user.click(microphone);
    expect(microphone).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Question: what is DQY class');
  });

  it('sending while listening stops listening, and late words do not refill the input', async () => {
    speechWindow.SpeechRecognition = StubRecognition;
    const user = userEvent.setup();
    const { input, onSend } = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Dictate message' }));
    const recognizer = StubRecognition.instances[0]!;
    act(() => recognizer.hear(['recalls for DQY', true]));
    await user.type(input, '{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('recalls for DQY');
    expect(screen.getByRole('button', { name: 'Dictate message' })).toHaveAttribute('aria-pressed', 'false');
    act(() => recognizer.hear(['recalls for DQY please', true]));
    expect(input).toHaveValue('');
  });

  it('shows a recognition error briefly', () => {
    vi.useFakeTimers();
    speechWindow.SpeechRecognition = StubRecognition;
    renderComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Dictate message' }));
    act(() => {
      StubRecognition.instances[0]!.onerror?.({ error: 'not-allowed' });
      StubRecognition.instances[0]!.onend?.();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Microphone access was denied.');
    act(() => vi.advanceTimersByTime(SPEECH_ERROR_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
