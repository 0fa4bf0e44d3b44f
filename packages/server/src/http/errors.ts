import type { FieldErrors } from '@grain/contract/envelope';

/**
 * An error whose status and message are safe to show to the client. A 5xx one may carry its
 * `cause`, which the error handler logs (once) and never sends.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;

  constructor(statusCode: number, message: string, errors?: FieldErrors, options?: { cause: unknown }) {
    super(message, options);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message = 'The request is malformed.') => new HttpError(400, message);
export const unauthenticated = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'This action requires an administrator.') => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
/** Something the request needs is out of service for now (the storage, say); `cause` goes to the log. */
export const unavailable = (message: string, cause: unknown) => new HttpError(503, message, undefined, { cause });

export function validationFailed(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const others = Object.values(errors).reduce((count, list) => count + list.length, 0) - 1;
  const suffix = others > 0 ? ` (and ${others} more error${others > 1 ? 's' : ''})` : '';
  return new HttpError(422, `${first}${suffix}`, errors);
}
