import { AppError, ApiError } from './errors';
import { redactSensitive } from './redaction';

export interface ErrorReport {
  name: string;
  message: string;
  code?: string;
  status?: number;
  requestId?: string;
  stack?: string;
  details?: unknown;
  context?: unknown;
  at: string;
}

export type ErrorReportSink = (report: ErrorReport) => void;

const consoleSink: ErrorReportSink = (report) => console.error('[Clearway] error report', report);
let sink: ErrorReportSink = consoleSink;

/** Routes reports to `next` (tests, a telemetry service); returns a function that restores the previous sink. */
export function setErrorReportSink(next: ErrorReportSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** Builds a report of `error` with its details and `context` redacted, and hands it to the sink. */
export function reportError(error: unknown, context?: Record<string, unknown>): ErrorReport {
  const base = error instanceof Error ? error : new Error(String(error));
  const report: ErrorReport = {
    name: base.name,
    message: base.message,
    stack: base.stack,
    at: new Date().toISOString(),
  };
  if (base instanceof AppError) {
    report.code = base.code;
    report.status = base.status;
    if (base.details !== undefined) report.details = redactSensitive(base.details);
  }
  if (base instanceof ApiError && base.requestId) report.requestId = base.requestId;
  if (context) report.context = redactSensitive(context);
  sink(report);
  return report;
}
