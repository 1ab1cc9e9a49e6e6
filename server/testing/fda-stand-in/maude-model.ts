import { dayNumber } from './calendar.ts';
import { fraction, hash32, seededRandom } from './random.ts';

/**
 * The stand-in's MAUDE: made-up reports for every product code, drawn the same every time from the code,
 * with FDA's real problem terms. openFDA is asked for counts of them, never for the reports, so only counts
 * are made: reports per day received, per device problem and per patient problem, within any days.
 * A quarter of the codes have no reports; the others up to 20,000 at scale 1 (fewer below), received from
 * 1992 on, more in later years. Reports after the published data's last day are not there yet.
 */

export interface CodeReports {
  /** Day numbers received, oldest first. */
  days: Int32Array;
  deviceProblem: Uint16Array;
  patientProblem: Uint16Array;
}

const FIRST_DAY = dayNumber('1992-01-01');
const LAST_DAY = dayNumber('2030-12-31');
const MOST_REPORTS = 20_000;

export interface MaudeModel {
  reportsOf(productCode: string): CodeReports;
  deviceTerms: readonly string[];
  patientTerms: readonly string[];
}

export function maudeModel(scale: number, terms: { device: string[]; patient: string[] }): MaudeModel {
  const cache = new Map<string, CodeReports>();
  const draw = (productCode: string): CodeReports => {
    const size = fraction(`maude size ${productCode}`);
    const count = size < 0.25 ? 0 : Math.floor(scale * Math.exp(((size - 0.25) / 0.75) * Math.log(MOST_REPORTS)));
    const random = seededRandom(hash32(`maude reports ${productCode}`));
    const ownTerms = (list: string[], salt: string) =>
      Array.from({ length: 3 + Math.floor(fraction(`${salt} ${productCode}`) * 25) }, (_, i) => hash32(`${salt} ${productCode} ${i}`) % list.length);
    const device = ownTerms(terms.device, 'device terms');
    const patient = ownTerms(terms.patient, 'patient terms');
    const days = new Int32Array(count);
    const deviceProblem = new Uint16Array(count);
    const patientProblem = new Uint16Array(count);
    for (let i = 0; i < count; i++) {
      days[i] = FIRST_DAY + Math.floor(Math.sqrt(random()) * (LAST_DAY - FIRST_DAY));
      deviceProblem[i] = device[Math.floor(random() ** 2 * device.length)]!;
      patientProblem[i] = patient[Math.floor(random() ** 2 * patient.length)]!;
    }
    const order = [...days.keys()].sort((a, b) => days[a]! - days[b]!);
    return {
      days: Int32Array.from(order, (i) => days[i]!),
      deviceProblem: Uint16Array.from(order, (i) => deviceProblem[i]!),
      patientProblem: Uint16Array.from(order, (i) => patientProblem[i]!),
    };
  };
  return {
    deviceTerms: terms.device,
    patientTerms: terms.patient,
    reportsOf(productCode) {
      let reports = cache.get(productCode);
      if (!reports) {
        reports = draw(productCode);
        if (cache.size >= 256) cache.delete(cache.keys().next().value!);
        cache.set(productCode, reports);
      }
      return reports;
    },
  };
}
