import { ERROR_CODES } from '../../../src/api/contracts/error-codes.ts';
import { PAYMENTS_MESSAGES } from '../../../src/api/contracts/payments.ts';
import { HttpError } from '../../http/errors.ts';

/** 503 of every payments call while the server has no Stripe settings. */
export class PaymentsNotConfiguredError extends HttpError {
  constructor() {
    super(503, ERROR_CODES.unavailable, PAYMENTS_MESSAGES.notConfigured);
  }
}

/** 503: Stripe could not be reached or refused the call; `cause` (logged, never sent) is Stripe's error. */
export class PaymentsUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, ERROR_CODES.unavailable, PAYMENTS_MESSAGES.unavailable);
    this.cause = cause;
  }
}
