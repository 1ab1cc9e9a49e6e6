import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ClassificationAnswer,
  ComparisonAnswer,
  FeatureExtractionAnswer,
  PredicatesAnswer,
  ReportAnswer,
  RiskAnswer,
  SourceRef,
  TestStandardsAnswer,
} from '../../../src/api/contracts/ai.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { ReadAttachment } from '../documents/attachments/attached-document.ts';
import {
  readChatbotInput,
  readClassificationInput,
  readCompareInput,
  readFeatureInput,
  readPredicatesInput,
  readProfilerInput,
  readReportInput,
  readRiskInput,
  readStandardsInput,
} from './ai-inputs.ts';
import type { RegulatoryEngine, StreamEvent } from './engine.ts';
import { streamLines } from './stream-lines.ts';

/** A signal that fires when the client goes away before the reply has been written out. */
function abortWhenClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function sendStream(request: FastifyRequest, reply: FastifyReply, open: (signal: AbortSignal) => AsyncIterable<StreamEvent>) {
  const events = open(abortWhenClientLeaves(reply));
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(streamLines(events, (error) => request.log.error({ err: error }, 'stream failed')));
}

type Post = { Body: unknown; Querystring: unknown };

export interface AiRoutesOptions {
  engine: RegulatoryEngine;
  /** The caller's pinned sources (REST /chat/pinned-sources), which the chatbot reads as context. */
  pinnedSources?: (uid: string) => Promise<SourceRef[]>;
  /** Reads the profile's attachments as the caller (only the caller's own uploads), for the profiler. */
  attachmentsOf?: (uid: string) => ReadAttachment;
}

/** The AI service of SPEC.md section 7 (/api/ai/v1): thin handlers over a RegulatoryEngine. */
export const aiRoutes: FastifyPluginAsync<AiRoutesOptions> = async (app, { engine, pinnedSources, attachmentsOf }) => {
  app.post<Post>('/classification/invoke', async (request): Promise<ClassificationAnswer> =>
    engine.classify(readClassificationInput(request.body)),
  );

  app.post<Post>('/predicates/invoke', async (request): Promise<PredicatesAnswer> =>
    engine.predicates(readPredicatesInput(request.body)),
  );

  app.post<Post>('/predicates/compare', async (request): Promise<ComparisonAnswer> =>
    engine.compare(readCompareInput(request.body, request.query)),
  );

  app.post<Post>('/predicates/feature-extraction-v2', async (request): Promise<FeatureExtractionAnswer> =>
    engine.extractFeature(readFeatureInput(request.body)),
  );

  app.post<Post>('/risk/invoke', async (request): Promise<RiskAnswer> => engine.risk(readRiskInput(request.body)));

  app.post<Post>('/test-standards/invoke', async (request): Promise<TestStandardsAnswer> =>
    engine.testStandards(readStandardsInput(request.body)),
  );

  app.post<Post>('/report/build', async (request): Promise<ReportAnswer> => engine.buildReport(readReportInput(request.body)));

  app.post<Post>('/chatbot/stream', async (request, reply) => {
    const input = readChatbotInput(request.body);
    const pinned = pinnedSources ? await pinnedSources(requireUser(request).uid) : [];
    return sendStream(request, reply, (signal) => engine.chatbot({ ...input, pinned }, signal));
  });

  app.post<Post>('/device-profiler-v2/chat', async (request, reply) => {
    const input = readProfilerInput(request.body);
    const readAttachment = attachmentsOf?.(requireUser(request).uid);
    return sendStream(request, reply, (signal) => engine.profilerChat({ ...input, readAttachment }, signal));
  });
};
