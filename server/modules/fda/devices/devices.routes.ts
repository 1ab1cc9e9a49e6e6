import type { FastifyPluginAsync } from 'fastify';
import {
  LatestDevicesQuery,
  LineageQuery,
  type DeviceLineage,
  type DeviceRelationships,
  type DeviceRow,
  type DeviceRows,
} from '../../../../src/api/contracts/data.ts';
import { parse } from '../../../http/validate.ts';
import { sendCoveredList } from '../http/coverage-header.ts';
import type { DevicesService } from './devices.service.ts';
import type { RelationshipsService } from './relationships.service.ts';
import { readKNumber, readProductCode } from '../http/request-inputs.ts';

type KNumberParams = { Params: { kNumber?: string } };

/**
 * GET /device/{kNumber} (also /devices/{kNumber}), /device/latest/{productCode}, /device/{kNumber}/relationships
 * and /device/{kNumber}/lineage.
 */
export const devicesRoutes: FastifyPluginAsync<{ devices: DevicesService; relationships: RelationshipsService }> = async (
  app,
  { devices, relationships },
) => {
  for (const base of ['/device', '/devices']) {
    app.get<KNumberParams>(
      `${base}/:kNumber?`,
      async (request): Promise<DeviceRow> => devices.device(readKNumber(request.params.kNumber, 'params.kNumber')),
    );
  }

  app.get<{ Params: { productCode?: string }; Querystring: unknown }>(
    '/device/latest/:productCode?',
    async (request, reply): Promise<DeviceRows> => {
      const productCode = readProductCode(request.params.productCode, 'params.productCode');
      const { limit } = parse(LatestDevicesQuery, request.query, 'query');
      return sendCoveredList(reply, await devices.latest(productCode, limit));
    },
  );

  app.get<KNumberParams>(
    '/device/:kNumber/relationships',
    async (request): Promise<DeviceRelationships> => relationships.relationships(readKNumber(request.params.kNumber, 'params.kNumber')),
  );

  app.get<KNumberParams & { Querystring: unknown }>('/device/:kNumber/lineage', async (request): Promise<DeviceLineage> => {
    const kNumber = readKNumber(request.params.kNumber, 'params.kNumber');
    const { depth } = parse(LineageQuery, request.query, 'query');
    return relationships.lineage(kNumber, depth);
  });
};
