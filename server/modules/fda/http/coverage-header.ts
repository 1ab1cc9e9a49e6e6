import type { FastifyReply } from 'fastify';
import { DATA_COVERAGE_HEADER } from '../../../../src/api/contracts/data.ts';
import type { CoveredList } from '../coverage/coverage.ts';
import { jsonOnce } from './json-once.ts';

/** List answers stay the lists SPEC.md gives; their Coverage travels in a header. */
export function sendCoveredList<T>(reply: FastifyReply, { list, coverage }: CoveredList<T>): T {
  reply.header(DATA_COVERAGE_HEADER, jsonOnce(coverage));
  return list;
}
