import type { FastifyPluginAsync } from 'fastify';
import { SignedUrlRequest, type SignedUrl } from '../../../../src/api/contracts/data.ts';
import { parse } from '../../../http/validate.ts';
import { resolveDocumentSource } from './document-source.ts';

/** POST /docs/signed-url {source}: a URL the browser can open for a document. */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/docs/signed-url', async (request): Promise<SignedUrl> => {
    const { source } = parse(SignedUrlRequest, request.body, 'body');
    return { url: resolveDocumentSource(source) };
  });
};
