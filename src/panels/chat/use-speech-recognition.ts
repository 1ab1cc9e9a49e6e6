import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * The Web Speech API as browsers ship it (Chrome and Safari under the webkit prefix). TypeScript's DOM
 * library has its result types but not the recognizer, so the part used here is declared.
 */
interface RecognitionResultEvent {
  readonly results: SpeechRecognitionResultList;
}

interface RecognitionErrorEvent {
  readonly error: string;
}

export interface SpeechRecognizer {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognizerConstructor = new () => SpeechRecognizer;

type SpeechWindow = { SpeechRecognition?: SpeechRecognizerConstructor; webkitSpeechRecognition?: SpeechRecognizerConstructor };

/** The browser's recognizer, or undefined where it has none (Firefox, jsdom). */
export function speechRecognizerConstructor(): SpeechRecognizerConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speech = window as unknown as SpeechWindow;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** What was heard since listening started: the settled words and the words still being recognised. */
export interface Transcript {
  final: string;
  interim: string;
}

/** How long an error stays on screen. */
export const SPEECH_ERROR_MS = 4000;

const ERROR_MESSAGES: Record<string, string> = {
  'not-allowed': 'Microphone access was denied.',
  'service-not-allowed': 'Speech recognition is not allowed in this browser.',
  'audio-capture': 'No microphone was found.',
  'no-speech': 'No speech was heard.',
  network: 'Speech recognition needs a network connection.',
  'language-not-supported': 'Speech recognition does not support this language.',
};

function errorMessage(code: string): string {
  return ERROR_MESSAGES[code] ?? `Speech recognition failed (${code}).`;
}

function transcriptOf(results: SpeechRecognitionResultList): Transcript {
  let final = '';
  let interim = '';
  for (let i = 0; i < results.length; i += 1) {
    const result = results[i];
    const text = result?.[0]?.transcript ?? '';
    if (result?.isFinal) final += text;
    else interim += text;
  }
  return { final, interim };
}

export interface SpeechRecognitionControls {
  supported: boolean;
  listening: boolean;
  /** Shown for SPEECH_ERROR_MS after a failure, then null again. */
  error: string | null;
  start(): void;
  /** Stops listening; what was heard so far is still delivered. */
  stop(): void;
  /** Stops listening and drops what has not been delivered yet. */
  cancel(): void;
}

/**
 * Dictation through the browser's speech recognition. While listening, every result event hands the
 * whole transcript since start to onTranscript (interim words included, so the caller can show them as
 * they come). Listening ends on stop(), when the browser ends it, or on unmount.
 */
export function useSpeechRecognition(onTranscript: (transcript: Transcript) => void): SpeechRecognitionControls {
  const [Recognizer] = useState(speechRecognizerConstructor);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognizer = useRef<SpeechRecognizer | null>(null);
  const latestOnTranscript = useRef(onTranscript);
  latestOnTranscript.current = onTranscript;

  useEffect(() => {
    if (error === null) return;
    const timer = setTimeout(() => setError(null), SPEECH_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  useEffect(() => () => recognizer.current?.abort(), []);

  const start = useCallback(() => {
    if (!Recognizer || recognizer.current) return;
    const instance = new Recognizer();
    instance.continuous = true;
    instance.interimResults = true;
    instance.lang = navigator.language;
    instance.onresult = (event) => latestOnTranscript.current(transcriptOf(event.results));
    instance.onerror = (event) => {
      // 'aborted' is our own stop on unmount, not something to tell the user.
      if (event.error !== 'aborted') setError(errorMessage(event.error));
    };
    instance.onend = () => {
      if (recognizer.current === instance) recognizer.current = null;
      setListening(false);
    };
    recognizer.current = instance;
    setError(null);
    try {
      instance.start();
      setListening(true);
    } catch (failure) {
      recognizer.current = null;
      setError(failure instanceof Error ? failure.message : errorMessage('unknown'));
    }
  }, [Recognizer]);

  const stop = useCallback(() => recognizer.current?.stop(), []);

  const cancel = useCallback(() => {
    const instance = recognizer.current;
    if (!instance) return;
    instance.onresult = null;
    instance.abort();
  }, []);

  return { supported: Recognizer !== undefined, listening, error, start, stop, cancel };
}
