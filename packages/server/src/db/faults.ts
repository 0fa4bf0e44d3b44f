/**
 * Database failures that are not the request's fault nor a bug: the database is away, busy or
 * out of space. They answer 503 (or 507) with a clear message instead of a bare 500, and the
 * server keeps running until the database is back.
 */
export interface DatabaseFault {
  status: 503 | 507;
  message: string;
  /** Seconds the client should wait before trying again. */
  retryAfter?: number;
}

export const databaseFaultMessages = {
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  busy: 'The service is busy. Please try again in a moment.',
  full: 'The server has no space left to save this. Please try again later.',
};

const unavailable: DatabaseFault = { status: 503, message: databaseFaultMessages.unavailable, retryAfter: 2 };
const busy: DatabaseFault = { status: 503, message: databaseFaultMessages.busy, retryAfter: 1 };
const full: DatabaseFault = { status: 507, message: databaseFaultMessages.full };

// Node's socket errors when PostgreSQL cannot be reached or drops the connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
// pg's own messages for a lost connection or a connect/query timeout (it gives them no code).
const PG_CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /query read timeout/i,
  /connection (error|ended|is closed)/i,
];

function postgresFault(code: string): DatabaseFault | null {
  // Class 08: connection exception; 57P01-57P03: shutdown, crash, starting up; 53300: too many
  // connections; 57014: a statement cancelled by the statement timeout.
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return unavailable;
  if (code === '57014' || code === '55P03' || code === '40001' || code === '40P01') return busy;
  if (code === '53100') return full;
  return null;
}

function sqliteFault(code: string): DatabaseFault | null {
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return busy;
  if (code === 'SQLITE_FULL') return full;
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_READONLY')) {
    return unavailable;
  }
  return null;
}

/** The fault an error stands for, or null when it is something else (a bug, a constraint). */
export function databaseFault(error: unknown): DatabaseFault | null {
  if (!(error instanceof Error)) return null;
  const { code: rawCode } = error as Error & { code?: unknown };
  const code = typeof rawCode === 'string' ? rawCode : '';
  if (code.startsWith('SQLITE_')) return sqliteFault(code);
  if (NETWORK_CODES.has(code)) return unavailable;
  if (/^[0-9A-Z]{5}$/.test(code)) return postgresFault(code);
  if (PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message))) return unavailable;
  // A failure inside a transaction or a pool wrapper may hide the original as its cause.
  return error.cause ? databaseFault(error.cause) : null;
}
