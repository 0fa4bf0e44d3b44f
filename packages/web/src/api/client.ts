import type { ApiResponse, FieldErrors } from '@grain/contract/envelope';
import { sendWithProgress, type UploadProgress } from './upload-transport.ts';

export const TOKEN_KEY = 'admin_token';

/** A failed call: the server's message and field errors, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export function storedToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(TOKEN_KEY);
  return token?.trim() ? token : null;
}

/** What the client reads of an answer: a fetch Response has it, and so has the server's in-process one. */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'json'>;

export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiAnswer>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renderer answers the app's API calls in-process instead of over the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** Failures are logged in the browser's console (spec public §8); the server logs its own. */
const logFailure = (message: string, error: unknown) => {
  if (typeof window !== 'undefined') console.error(message, error);
};

type Listener = (error: ApiError) => void;
const unauthorisedListeners = new Set<Listener>();

/** Called whenever an authenticated call answers 401 (expired or revoked token). */
export function onUnauthorised(listener: Listener): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON, FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Told as a multipart body uploads (sent over XMLHttpRequest, which reports it). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** The record's version an update is based on (its ETag): a stale one is refused with 409. */
  ifMatch?: string;
}

/** An upload whose progress is watched goes over XHR; everything else through the transport. */
function send(url: string, init: RequestInit, onUploadProgress: RequestOptions['onUploadProgress']) {
  const watched = onUploadProgress && init.body instanceof FormData && typeof XMLHttpRequest !== 'undefined';
  return watched ? sendWithProgress(url, init, onUploadProgress) : transport(url, init);
}

/** What a failure without the API's envelope (a proxy's page) says. */
const fallbackMessage = (status: number) =>
  status === 413 ? 'The upload is too large for the server.' : `Request failed with status ${status}`;

/** What a save with files takes: a way to cancel it and to follow its upload. */
export type UploadOptions = Pick<RequestOptions, 'signal' | 'onUploadProgress' | 'ifMatch'>;

/**
 * The one way to the API: sends the admin token when one is stored (spec public §6), never
 * cookies, and returns `data` of a successful envelope or throws an ApiError.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: ApiAnswer;
  try {
    response = await send(
      `/api${path}`,
      { method: options.method ?? 'GET', headers, body, signal: options.signal, credentials: 'omit' },
      options.onUploadProgress,
    );
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    logFailure(`Request to /api${path} failed`, error);
    throw new ApiError(0, 'Network error: the server could not be reached.');
  }
  // A 204 (a media item deleted) has no body, and nothing to return.
  if (response.status === 204) return null as T;
  const payload = (await response.json().catch(() => null)) as ApiResponse<T> | null;
  if (!response.ok || !payload || payload.success !== true) {
    const failure = payload && payload.success === false ? payload : null;
    const error = new ApiError(response.status, failure?.message ?? fallbackMessage(response.status), failure?.errors);
    logFailure(`Request to /api${path} failed`, error);
    if (response.status === 401 && token) for (const listener of unauthorisedListeners) listener(error);
    throw error;
  }
  return payload.data;
}
