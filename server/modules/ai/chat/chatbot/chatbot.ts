import type { SourceRef } from '../../../../../src/api/contracts/ai.ts';
import { NotFoundError } from '../../../../http/errors.ts';
import type { ChatbotInput, EngineDeps, StreamEvent } from '../../engine.ts';
import { distinctSources } from '../../../../../src/api/text/fda-source-refs.ts';
import { anyTermQuery, significantTerms } from '../../../../../src/api/text/terms.ts';
import { textEvents } from '../stream-text.ts';
import {
  deviceAnswer,
  NOTHING_FOUND,
  problemAnswer,
  productCodeAnswer,
  regulationAnswer,
  searchAnswer,
  unknownDeviceLine,
  type AnswerPart,
} from './chatbot-answers.ts';
import { createChatbotRepository, type GuidanceHit } from './chatbot.repository.ts';
import { mergeSubjects, pinnedAskedAbout, pinnedLine, pinnedNotHeldLine, pinnedSubjects } from './pinned-context.ts';
import { problemTermsIn } from './problem-terms.ts';
import { namesSomething, subjectsFromHistory, subjectsOf, type QuestionSubjects } from './question-subjects.ts';

/** At most this many of each kind of subject are answered in one reply. */
const SUBJECTS_LIMIT = 3;
const SEARCH_LIMITS = { productCodes: 3, regulations: 2, guidance: 3 } as const;
const TOP_PROBLEMS = 3;

/** Words of chat questions that say nothing about the device asked about. */
const QUESTION_WORDS = new Set(
  'tell know explain please need want find show give help question information info regulatory fda cfr code codes regulation regulations class guidance clearance clearances cleared'.split(' '),
);
const ASKS_GUIDANCE = /\bguid(?:ance|elines?)\b/i;

/** chatbot/stream: regulatory questions answered from the imported FDA data, each fact from a row found. */
export function createChatbot({ db, data }: EngineDeps) {
  const repository = createChatbotRepository(db);

  function subjectsOfInput({ message, history, productCode }: ChatbotInput): QuestionSubjects {
    const asked = subjectsOf(message);
    if (namesSomething(asked)) return asked;
    if (productCode) return { ...asked, codeCandidates: [productCode.toUpperCase()] };
    return subjectsFromHistory(history) ?? asked;
  }

  async function guidanceFor(deviceName: string, message: string): Promise<GuidanceHit[]> {
    if (!ASKS_GUIDANCE.test(message)) return [];
    const query = anyTermQuery(significantTerms(deviceName));
    return query === '' ? [] : repository.searchGuidanceTitles(query, SEARCH_LIMITS.guidance);
  }

  async function productCodePart(code: string, message: string): Promise<AnswerPart> {
    const scenario = await data.classification.classification(code);
    const newest = scenario.clearedKNumbers[0];
    const [latest, snapshot, guidance] = await Promise.all([
      newest ? data.devices.device(newest).catch(() => null) : null,
      data.risk.snapshot({ productCode: code }, TOP_PROBLEMS),
      guidanceFor(scenario.deviceName, message),
    ]);
    return productCodeAnswer(scenario, latest, snapshot.adverse_events, guidance);
  }

  async function devicePart(kNumber: string): Promise<AnswerPart | string> {
    try {
      return deviceAnswer(await data.devices.device(kNumber));
    } catch (error) {
      if (error instanceof NotFoundError) return unknownDeviceLine(kNumber);
      throw error;
    }
  }

  async function searchPart(message: string): Promise<AnswerPart | null> {
    const query = anyTermQuery(significantTerms(message).filter((term) => !QUESTION_WORDS.has(term)));
    if (query === '') return null;
    const [codes, regulations, guidance] = await Promise.all([
      repository.searchProductCodes(query, SEARCH_LIMITS.productCodes),
      repository.searchRegulations(query, SEARCH_LIMITS.regulations),
      repository.searchGuidanceTitles(query, SEARCH_LIMITS.guidance),
    ]);
    return codes.length + regulations.length + guidance.length === 0 ? null : searchAnswer(codes, regulations, guidance);
  }

  /**
   * The reply's parts in order, each as soon as it is looked up; a string is a line with no source. A question
   * about the user's pins ('my pinned K-numbers') is about the records pinned, named first.
   */
  async function* parts(input: ChatbotInput): AsyncGenerator<AnswerPart | string> {
    const pinnedQuestion = pinnedAskedAbout(input.message, input.pinned ?? []);
    const pinned = pinnedQuestion && pinnedSubjects(pinnedQuestion.pins, SUBJECTS_LIMIT);
    const subjects = pinned ? mergeSubjects(subjectsOf(input.message), pinned) : subjectsOfInput(input);
    const known = new Set(await repository.existingProductCodes(subjects.codeCandidates));
    const codes = subjects.codeCandidates.filter((code) => known.has(code)).slice(0, SUBJECTS_LIMIT);
    const regulationNumbers = subjects.regulationNumbers.slice(0, SUBJECTS_LIMIT);
    const regulations = await repository.regulations(regulationNumbers);
    const problems = problemTermsIn(input.message, await data.cache.get('chatbot:problem-codes', () => repository.allProblemCodes()));
    if (pinnedQuestion && pinned) {
      yield pinnedLine(pinnedQuestion, SUBJECTS_LIMIT);
      const lookedUp = { ...pinned, regulationNumbers: pinned.regulationNumbers.filter((number) => regulationNumbers.includes(number)) };
      const notHeld = pinnedNotHeldLine(lookedUp, known, regulations);
      if (notHeld) yield notHeld;
    }
    let found = false;
    for (const code of codes) {
      found = true;
      yield await productCodePart(code, input.message);
    }
    for (const kNumber of subjects.kNumbers.slice(0, SUBJECTS_LIMIT)) {
      const part = await devicePart(kNumber);
      found ||= typeof part !== 'string';
      yield part;
    }
    for (const regulation of regulations) {
      found = true;
      yield regulationAnswer(regulation, await repository.productCodesUnder(regulation.regulation_number));
    }
    for (const problem of problems) {
      found = true;
      yield problemAnswer(problem);
    }
    if (found || pinnedQuestion) return;
    const searched = namesSomething(subjects) ? null : await searchPart(input.message);
    yield searched ?? NOTHING_FOUND;
  }

  return async function* chatbot(input: ChatbotInput, signal: AbortSignal): AsyncGenerator<StreamEvent> {
    const cited: SourceRef[] = [];
    let first = true;
    for await (const part of parts(input)) {
      if (signal.aborted) return;
      const text = typeof part === 'string' ? part : part.text;
      if (typeof part !== 'string') cited.push(...part.sources);
      for (const event of textEvents(`${first ? '' : '\n\n'}${text}`)) {
        if (signal.aborted) return;
        yield event;
      }
      first = false;
    }
    if (!signal.aborted) yield { kind: 'sources', sources: distinctSources(cited) };
  };
}
