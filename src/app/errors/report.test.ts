import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { REDACTED } from './redaction';
import { reportError, setErrorReportSink, type ErrorReport } from './report';

describe('reportError', () => {
  const reports: ErrorReport[] = [];
  const restore = setErrorReportSink((report) => reports.push(report));
  afterEach(() => {
    reports.length = 0;
  });
  afterAll(restore);

  it('reports an API error with its request id and the context redacted', () => {
    const error = new ApiError('Server exploded', {
      status: 500,
      code: 'INTERNAL',
      requestId: 'req_1',
      details: { idToken: 'x' },
    });
    reportError(error, { route: '/strategy/risk', form: { password: 'p', email: 'e@x.test' } });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      name: 'ApiError',
      message: 'Server exploded',
      code: 'INTERNAL',
      status: 500,
      requestId: 'req_1',
      details: { idToken: REDACTED },
      context: { route: '/strategy/risk', form: { password: REDACTED, email: 'e@x.test' } },
    });
  });

  it('wraps thrown non-errors', () => {
    reportError('plain failure');
    expect(reports[0]).toMatchObject({ name: 'Error', message: 'plain failure' });
  });

  it('restores the previous sink', () => {
    const inner: ErrorReport[] = [];
    const restoreInner = setErrorReportSink((report) => inner.push(report));
    reportError(new Error('inner'));
    restoreInner();
    reportError(new Error('outer'));
    expect(inner.map((r) => r.message)).toEqual(['inner']);
    expect(reports.map((r) => r.message)).toEqual(['outer']);
  });
});
