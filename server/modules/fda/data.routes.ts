import type { FastifyPluginAsync } from 'fastify';
import { classificationRoutes } from './classification/classification.routes.ts';
import type { DataServices } from './data-services.ts';
import { devicesRoutes } from './devices/devices.routes.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { jsonOnce } from './http/json-once.ts';
import { reviewTimeRoutes } from './review-time/review-time.routes.ts';
import { riskSourcesRoutes } from './risk/risk-sources.routes.ts';
import { riskRoutes } from './risk/risk.routes.ts';
import { searchRoutes } from './search/search.routes.ts';

/** Every route of the data API (/api/data/v1): FDA reference data, read-only. */
export const dataRoutes: FastifyPluginAsync<{ services: DataServices }> = async (app, { services }) => {
  app.setReplySerializer(jsonOnce);
  await app.register(classificationRoutes, { classification: services.classification });
  await app.register(devicesRoutes, { devices: services.devices, relationships: services.relationships });
  await app.register(riskRoutes, { risk: services.risk });
  await app.register(riskSourcesRoutes, { sources: services.riskSources });
  await app.register(reviewTimeRoutes, { reviewTime: services.reviewTime });
  await app.register(documentsRoutes);
  await app.register(searchRoutes, { search: services.search });
};
