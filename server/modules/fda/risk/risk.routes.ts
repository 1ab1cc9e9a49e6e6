import type { FastifyPluginAsync } from 'fastify';
import {
  DATA_MESSAGES,
  RiskQuery,
  RiskSnapshotQuery,
  type DeviceProblems,
  type MdrTotals,
  type PatientProblems,
  type RecallsByClass,
  type RiskApiName,
  type RiskSnapshot,
} from '../../../../src/api/contracts/data.ts';
import { parse } from '../../../http/validate.ts';
import { sendCoveredList } from '../http/coverage-header.ts';
import { readKNumber, readProductCode } from '../http/request-inputs.ts';
import type { RiskService } from './risk.service.ts';
import { readYearRange, type YearRange } from '../http/year-range.ts';

type RiskRequest = { Querystring: unknown };

/** The product code (required, any case) and years of a risk aggregate's query. */
export function readRiskQuery(query: unknown, api: RiskApiName): { productCode: string; years: YearRange } {
  const parsed = parse(RiskQuery, query, 'query');
  const productCode = readProductCode(parsed.product_code, 'query.product_code', DATA_MESSAGES.riskProductCodeRequired(api));
  return { productCode, years: readYearRange(parsed) };
}

/** GET /risk/snapshot, /risk/total-recalls, /risk/total-mdrs, /risk/top-device-problems, /risk/top-patient-problems. */
export const riskRoutes: FastifyPluginAsync<{ risk: RiskService }> = async (app, { risk }) => {
  app.get<RiskRequest>('/risk/snapshot', async (request): Promise<RiskSnapshot> => {
    const query = parse(RiskSnapshotQuery, request.query, 'query');
    const subject =
      query.product_code === undefined && query.k_number !== undefined
        ? { kNumber: readKNumber(query.k_number, 'query.k_number') }
        : { productCode: readProductCode(query.product_code, 'query.product_code') };
    return risk.snapshot(subject, query.limit);
  });

  app.get<RiskRequest>('/risk/total-recalls', async (request, reply): Promise<RecallsByClass> => {
    const { productCode, years } = readRiskQuery(request.query, 'total recalls');
    return sendCoveredList(reply, await risk.totalRecalls(productCode, years));
  });

  app.get<RiskRequest>('/risk/total-mdrs', async (request): Promise<MdrTotals> => {
    const { productCode, years } = readRiskQuery(request.query, 'total MDRs');
    return risk.totalMdrs(productCode, years);
  });

  app.get<RiskRequest>('/risk/top-device-problems', async (request, reply): Promise<DeviceProblems> => {
    const { productCode, years } = readRiskQuery(request.query, 'top device problems');
    return sendCoveredList(reply, await risk.topDeviceProblems(productCode, years));
  });

  app.get<RiskRequest>('/risk/top-patient-problems', async (request, reply): Promise<PatientProblems> => {
    const { productCode, years } = readRiskQuery(request.query, 'top patient problems');
    return sendCoveredList(reply, await risk.topPatientProblems(productCode, years));
  });
};
