import type { FieldErrors } from '@grain/contract/envelope';

/**
 * An error whose status and message are safe to show to the client. A 5xx one may carry its
 * `cause`, which the error handler logs (once) and never sends.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  /** Headers the answer carries (Retry-After of a 429). */
  readonly headers?: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    errors?: FieldErrors,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = options?.headers;
  }
}

export const badRequest = (message = 'The request is malformed.') => new HttpError(400, message);
export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'This action requires an administrator.') => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
/** 429, with Retry-After when the wait is known. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds ? { headers: { 'retry-after': String(Math.ceil(retryAfterSeconds)) } } : undefined,
  );
/** Something the request needs is out of service for now (the storage, say); `cause` goes to the log. */
export const unavailable = (message: string, cause: unknown) => new HttpError(503, message, undefined, { cause });

export function validationFailed(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const others = Object.values(errors).reduce((count, list) => count + list.length, 0) - 1;
  const suffix = others > 0 ? ` (and ${others} more error${others > 1 ? 's' : ''})` : '';
  return new HttpError(422, `${first}${suffix}`, errors);
}
