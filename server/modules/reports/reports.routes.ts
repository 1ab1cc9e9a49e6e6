import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  REPORT_FORMATS,
  REPORT_MESSAGES,
  REPORTS_PATH,
  SUMMARY_DRAFT_PATH,
  ReportFileParams,
  ReportMetadata,
  ReportParams,
  type ReportList,
} from '../../../src/api/contracts/reports.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse, refuseBody } from '../../http/validate.ts';
import { receiveMultipart } from '../files/multipart-upload.ts';
import { sendObject } from '../files/send-object.ts';
import type { ReportsService } from './reports.service.ts';
import { readSummaryDraftInput } from './summary-draft/summary-draft-input.ts';
import type { SummaryDraftService } from './summary-draft/summary-draft.service.ts';

type WithParams = { Params: unknown };

/**
 * /reports: the reports the caller keeps: strategy reports, each a DOCX and a PDF made in the browser, and
 * 510(k) Summary drafts the server writes.
 */
export const reportsRoutes: FastifyPluginAsync<{ reports: ReportsService; summaryDraft: SummaryDraftService }> = async (app, { reports, summaryDraft }) => {
  // Multipart bodies are accepted by these routes only; each file's own limit replaces the body limit.
  await app.register(multipart);

  app.get(REPORTS_PATH, async (request): Promise<ReportList> => reports.list(requireUser(request).uid));

  app.post(REPORTS_PATH, async (request, reply) => {
    const { uid } = requireUser(request);
    const form = await receiveMultipart(request, {
      maxBytes: reports.maxFileBytes,
      fileFields: REPORT_FORMATS,
      messages: REPORT_MESSAGES,
    });
    const metadata = parse(ReportMetadata, Object.fromEntries(form.fields), 'body');
    return reply.code(201).send(await reports.create(uid, { metadata, files: form.files }));
  });

  app.post(SUMMARY_DRAFT_PATH, async (request, reply) => {
    const { uid } = requireUser(request);
    return reply.code(201).send(await summaryDraft.draft(uid, readSummaryDraftInput(request.body)));
  });

  app.get<WithParams>(`${REPORTS_PATH}/:id/:format`, async (request, reply) => {
    const { id, format } = parse(ReportFileParams, request.params, 'params');
    const file = await reports.open(requireUser(request).uid, id, format);
    return sendObject(reply, file, { contentType: file.content_type, fileName: file.file_name, disposition: 'attachment' });
  });

  app.delete<WithParams>(`${REPORTS_PATH}/:id`, async (request, reply) => {
    refuseBody(request.body);
    await reports.remove(requireUser(request).uid, parse(ReportParams, request.params, 'params').id);
    return reply.code(204).send();
  });
};
