import type { EngineInfo } from '../../../../src/api/contracts/ai.ts';
import type { RegulatoryEngine, StreamEvent } from '../engine.ts';
import { chatbotWithModel, collectLocalReply } from './chatbot-with-model.ts';
import { classifyWithModel } from './classify-with-model.ts';
import { featureWithModel } from './feature-with-model.ts';
import type { LlmSettings } from './llm-settings.ts';
import { createModelClient, failureReason } from './model-client.ts';
import { predicatesWithModel } from './predicates-with-model.ts';
import { documentRequestOf } from '../chat/profiler/documents/document-request.ts';
import { profilerWithModel } from './profiler-with-model.ts';
import { riskWithModel } from './risk-with-model.ts';
import { standardsWithModel } from './standards-with-model.ts';
import { withLocalFallback, type FallbackNotices } from './stream-fallback.ts';

/**
 * The optional LLM provider (DESIGN.md section 5): every answer starts from the local engine's, the model
 * chooses, orders and explains among those records only, and any failure falls back to the local answer
 * with a note saying so.
 */
export function createLlmEngine(settings: LlmSettings, local: RegulatoryEngine): RegulatoryEngine {
  const client = createModelClient(settings);
  const { model } = settings;
  const reasonOf = (error: unknown) => failureReason(error, settings.timeoutMs);

  const byModel: EngineInfo = { provider: 'llm', model, note: null };
  const localOnly = (note: string): EngineInfo => ({ provider: 'local', model, note });
  const failed = (error: unknown) =>
    localOnly(`The language model (${model}) failed (${reasonOf(error)}); the local engine answered.`);
  const nothingToAsk = localOnly(`The data held nothing for the language model (${model}) to choose from; the local engine answered.`);

  /** The model's version of a local answer, or the local answer with the note why not. */
  async function improved<T extends { engine: EngineInfo }>(localAnswer: T, improve: (answer: T) => Promise<T | null>): Promise<T> {
    try {
      const answer = await improve(localAnswer);
      return answer === null ? { ...localAnswer, engine: nothingToAsk } : { ...answer, engine: byModel };
    } catch (error) {
      return { ...localAnswer, engine: failed(error) };
    }
  }

  const streamNotices: FallbackNotices = {
    silent: (reason) => `The language model (${model}) did not answer (${reason}); the local engine replied.`,
    midway: (reason) => `The language model (${model}) stopped mid-reply (${reason}); the local engine's reply follows.`,
  };

  return {
    warmUp: () => local.warmUp(),
    async classify(profile) {
      return improved(await local.classify(profile), (answer) => classifyWithModel(client, profile, answer));
    },
    async predicates(request) {
      return improved(await local.predicates(request), (answer) => predicatesWithModel(client, request.profile, answer));
    },
    async compare(kNumbers) {
      return { ...(await local.compare(kNumbers)), engine: localOnly('Comparison facts come from the data; the model is not asked.') };
    },
    async extractFeature(request) {
      return improved(await local.extractFeature(request), (answer) => featureWithModel(client, request.prompt, answer));
    },
    async risk(request) {
      return improved(await local.risk(request), (answer) => riskWithModel(client, request, answer));
    },
    async testStandards(request) {
      return improved(await local.testStandards(request), (answer) => standardsWithModel(client, request, answer));
    },
    async buildReport(request) {
      return local.buildReport(request);
    },
    async *chatbot(request, signal): AsyncGenerator<StreamEvent> {
      const localReply = await collectLocalReply(local.chatbot(request, signal));
      if (signal.aborted) return;
      yield* withLocalFallback(
        chatbotWithModel(client, request, localReply, signal),
        async function* () {
          yield* localReply.events;
        },
        signal,
        streamNotices,
        reasonOf,
      );
    },
    profilerChat(request, signal) {
      // The attached documents are read and placed by the local engine: the model is never given their text.
      if (documentRequestOf(request.messages, request.profile) !== null) return local.profilerChat(request, signal);
      return withLocalFallback(
        profilerWithModel(client, request, signal),
        () => local.profilerChat(request, signal),
        signal,
        streamNotices,
        reasonOf,
      );
    },
  };
}
