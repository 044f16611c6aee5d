import { CSRF_COOKIE, CSRF_HEADER, type ApiError as ApiErrorReply } from '@contracts/members';
import { MESSAGES } from '@contracts/messages';
import { IDEMPOTENCY_KEY_HEADER, isWriteAccepted } from '@contracts/writes';
import { takePreloadedReply } from './preloaded-data';

const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Thrown for every failed call; `message` is fit to show to the person using the site. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, message: string, error = '') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.error = error;
  }
}

/**
 * A write the server stored though it could not finish its answer (202, "saved, on its way"): not a
 * failure. The write's own answer is missing, so the screen refreshes what the write changes instead.
 */
export class WriteAccepted extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteAccepted';
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.unexpectedError;
}

/**
 * Whether asking again may succeed: the network or the server failed, or the limit of requests
 * was reached; a request the server refused as such (not found, not allowed) fails again.
 */
export function canRetry(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

let csrfToken = '';

type FailureListener = (error: ApiError) => void;
const failureListeners = new Set<FailureListener>();

/** Hears of every refused or failed call, wherever it was made; returns the way to stop. */
export function onApiFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

function isErrorReply(value: unknown): value is Partial<ApiErrorReply> {
  return typeof value === 'object' && value !== null && 'message' in value;
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorReply(body)) {
    const raw: unknown = body.message;
    const message = Array.isArray(raw) ? raw.join(' ') : typeof raw === 'string' ? raw : '';
    if (message) return new ApiError(status, message, body.error ?? '');
  }
  return new ApiError(status, MESSAGES.unexpectedError);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A write that failed with no word of whether it was stored (the network, a 503) is sent again this often, with the same key. */
const WRITE_RETRY_DELAYS_MS = [400, 1_200];

/**
 * The keys of writes whose outcome is unknown (no answer, or 503 after the retries), by what they
 * sent: the member's resend of the same write (the same vote clicked again, the same form sent again)
 * is the same submit, so that if the first was stored after all, the repeat changes nothing.
 */
const unsettledKeys = new Map<string, string>();

// getRandomValues, unlike randomUUID, is there on a plain-http address too (a phone on the LAN in development).
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const isUnsettled = (status: number) => status === 0 || status === 503;

async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Fastify rejects an empty body sent as JSON, so the type is declared only with a body; a form
  // (a file upload) declares its own multipart type and boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const sent = body === undefined ? undefined : isForm ? body : JSON.stringify(body);
  // One key per submit, kept across its retries (the server answers a repeat as it answered the first).
  // A form (a file) is not told apart by what it sends here, so its resend is a new submit.
  const submit = method === 'GET' || isForm ? null : `${method} ${path} ${sent ?? ''}`;
  const key = method === 'GET' ? null : ((submit !== null ? unsettledKeys.get(submit) : undefined) ?? newKey());
  if (key !== null) headers[IDEMPOTENCY_KEY_HEADER] = key;

  let response: Response | null = null;
  for (let attempt = 0; ; attempt++) {
    if (method !== 'GET') {
      // The cookie is the freshest copy when the server rotates the token at login.
      const token = readCookie(CSRF_COOKIE) ?? csrfToken;
      if (token) headers[CSRF_HEADER] = token;
    }
    try {
      // A visitor's reads may be kept (Cache-Control: public, a few seconds): the browser asks again each
      // time (a 304 when nothing changed), so a refresh after a live notice or a write is never its own copy.
      response = await fetch(API_BASE + path, {
        method,
        credentials: 'same-origin',
        cache: 'no-cache',
        headers,
        body: sent,
        signal,
      });
    } catch {
      response = null;
    }
    const delay = WRITE_RETRY_DELAYS_MS[attempt];
    if (key === null || delay === undefined || signal?.aborted || !isUnsettled(response?.status ?? 0)) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  if (submit !== null && key !== null) {
    if (isUnsettled(response?.status ?? 0)) unsettledKeys.set(submit, key);
    else unsettledKeys.delete(submit);
  }
  if (!response) throw new ApiError(0, MESSAGES.networkError, 'Network Error');

  const data = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, data);
    for (const listener of failureListeners) listener(error);
    throw error;
  }
  if (response.status === 202 && isWriteAccepted(data)) throw new WriteAccepted(data.message);
  return data as T;
}

export const api = {
  /** `signal` ends the request when the screen that asked no longer waits for it. */
  get: <T>(path: string, signal?: AbortSignal) => {
    const preloaded = takePreloadedReply(path);
    return preloaded ? Promise.resolve(preloaded.value as T) : request<T>('GET', path, undefined, signal);
  },
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** A multipart POST, e.g. a file upload. */
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
};
