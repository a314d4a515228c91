import { ERROR_MESSAGES } from '../contracts/error-codes';

/**
 * The one error type the HTTP client rejects with (spec §8).
 * `redirected` is true when the client already sent the user elsewhere (login,
 * maintenance, over-capacity): callers should not show a toast on top of it.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly redirected: boolean;
  readonly details: unknown;

  constructor(init: { status: number; code: string; message?: string; redirected?: boolean; details?: unknown }) {
    super(init.message && init.message.length > 0 ? init.message : ERROR_MESSAGES.DEFAULT);
    this.status = init.status;
    this.code = init.code;
    this.redirected = init.redirected ?? false;
    this.details = init.details;
  }
}

export const isHttpError = (value: unknown): value is HttpError => value instanceof HttpError;
