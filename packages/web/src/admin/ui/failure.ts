import { ApiError } from '../../api/client.ts';

export interface Failure {
  /** The screen's own message (spec admin §8), e.g. "Failed to update service". */
  message: string;
  /** Safe specifics from the server: a conflict, a wrong file type, errors of fields not shown. */
  details: string[];
  /** Field → message, for errors shown next to their fields. */
  fieldErrors: Record<string, string>;
}

/** Statuses whose server message is written for people (409 conflict, 413, 415, 429…). */
const SHOWN_STATUSES = new Set([400, 403, 404, 409, 413, 415, 422, 429]);

/**
 * Turns a failed call into what the screen shows: its own message, field errors next to the
 * fields in `fields`, and the server's message when it is a client error. Server error
 * details (5xx) are never shown; they are in the console already.
 */
export function describeFailure(error: unknown, message: string, fields: string[] = []): Failure {
  const failure: Failure = { message, details: [], fieldErrors: {} };
  if (!(error instanceof ApiError) || !SHOWN_STATUSES.has(error.status)) return failure;
  const known = new Set(fields);
  const entries = Object.entries(error.errors ?? {});
  if (error.status === 422 && entries.length > 0) {
    for (const [field, messages] of entries) {
      const base = field.replace(/\.\d+$/, '');
      if (known.has(base)) failure.fieldErrors[base] ??= messages[0];
      else failure.details.push(...messages);
    }
    if (Object.keys(failure.fieldErrors).length > 0) failure.details.unshift('Please check the highlighted fields.');
    return failure;
  }
  if (error.message) failure.details.push(error.message);
  return failure;
}
