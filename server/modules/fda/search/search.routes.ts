import type { FastifyPluginAsync } from 'fastify';
import {
  DeviceSearchQuery,
  KNumberSearchQuery,
  ProductCodeSearchQuery,
  type DeviceHits,
  type KNumberHits,
  type ProductCodeHits,
} from '../../../../src/api/contracts/data.ts';
import { parse } from '../../../http/validate.ts';
import { readKNumberPrefix, readSearchText } from '../http/request-inputs.ts';
import type { SearchService } from './search.service.ts';

/** GET /search/product-codes?q=, /search/k-numbers?prefix= and /search/devices?q= for the search boxes. */
export const searchRoutes: FastifyPluginAsync<{ search: SearchService }> = async (app, { search }) => {
  app.get<{ Querystring: unknown }>('/search/product-codes', async (request): Promise<ProductCodeHits> => {
    const { q } = parse(ProductCodeSearchQuery, request.query, 'query');
    return search.productCodes(readSearchText(q, 'query.q'));
  });

  app.get<{ Querystring: unknown }>('/search/devices', async (request): Promise<DeviceHits> => {
    const { q, limit } = parse(DeviceSearchQuery, request.query, 'query');
    return search.devices(readSearchText(q, 'query.q'), limit);
  });

  app.get<{ Querystring: unknown }>('/search/k-numbers', async (request): Promise<KNumberHits> => {
    const { prefix } = parse(KNumberSearchQuery, request.query, 'query');
    return search.kNumbers(readKNumberPrefix(prefix, 'query.prefix'));
  });
};
