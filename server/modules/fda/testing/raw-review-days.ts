import type { ReviewDays } from '../review-time/review-time.repository.ts';
import { clearanceDecision, pmnRecords } from './raw-fda-facts.ts';
import { daysBetween, isoDay } from './raw-fda-records.ts';

/**
 * The clearances of FDA's pmn files with both dates in order, by product code, as review-time rows: read from
 * the files apart from the importer (a K-number in two files counts once, as the newer file has it).
 */
export function rawReviewDaysByCode(): Map<string, ReviewDays[]> {
  const cleared = clearanceDecision();
  const byKNumber = new Map<string, { code: string; review: ReviewDays }>();
  for (const record of pmnRecords().sort((a, b) => a.file.localeCompare(b.file))) {
    const [received, decided] = [isoDay(record.DATERECEIVED), isoDay(record.DECISIONDATE)];
    if (!record.PRODUCTCODE || !received || !decided || decided < received || !cleared(record.DECISION ?? '')) continue;
    const review = { year: Number(decided.slice(0, 4)), days: daysBetween(received, decided), type: record.TYPE || null };
    byKNumber.set(record.KNUMBER!, { code: record.PRODUCTCODE, review });
  }
  const byCode = new Map<string, ReviewDays[]>();
  for (const { code, review } of byKNumber.values()) {
    const reviews = byCode.get(code) ?? [];
    reviews.push(review);
    byCode.set(code, reviews);
  }
  return byCode;
}
