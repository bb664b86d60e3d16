import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { HttpAdapter, HttpRequest } from '@aisle/contract';
import { clearAllLocalStorage, readSession } from '../lib/session.ts';
import { currentLocation, navigateTo } from '../lib/navigation.ts';
import { loginUrlFor } from '../lib/redirect.ts';
import { showToast } from '../stores/toast-store.ts';
import { languageState } from '../i18n/i18n.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors.ts';
import { fileNameFromDisposition } from './file-name.ts';

/**
 * The one axios instance of the app (SPEC sections 7 and 8). Features never see it: they call the typed
 * `api` of ./client.ts, which hands every request to `httpAdapter` below.
 */
export const http = axios.create({
  headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
  // arrays as repeated keys: shopTypes=1&shopTypes=3 (what Fastify parses into an array)
  paramsSerializer: { indexes: null },
  // no timeout: exports of large tables take as long as they take
  timeout: 0,
});

http.interceptors.request.use((config) => {
  const token = readSession()?.token;
  // the raw token, as the server expects; no header at all when logged out
  if (token) config.headers.set('Authorization', token);
  else config.headers.delete('Authorization');
  // the server words its messages in the app's language (zh-CN or en)
  config.headers.set('Accept-Language', languageState.language);
  return config;
});

/** Paths where a 401/403 is expected (not logged in yet) and must not bounce the visitor to /login. */
const PUBLIC_PATHS = new Set(['/', '/login', '/register']);

const SPREADSHEET = /spreadsheetml|ms-excel|octet-stream/;

const inFlight = new Map<string, AbortController>();

/** Same method, URL (with its query) and body: the newer request wins and the older one is cancelled. */
const requestKey = (config: AxiosRequestConfig) =>
  `${(config.method ?? 'get').toUpperCase()} ${http.getUri(config)} ${config.data === undefined ? '' : JSON.stringify(config.data)}`;

const isEnvelope = (
  body: unknown,
): body is { code: unknown; data?: unknown; resFormatMsg?: unknown; field?: unknown } =>
  typeof body === 'object' && body !== null && 'code' in body;

const messageOf = (body: unknown): string | undefined =>
  isEnvelope(body) && typeof body.resFormatMsg === 'string' && body.resFormatMsg.trim() !== ''
    ? body.resFormatMsg
    : undefined;

const fieldOf = (body: unknown): string | undefined =>
  isEnvelope(body) && typeof body.field === 'string' && body.field !== '' ? body.field : undefined;

/** Error bodies of blob requests arrive as blobs too: read them back as JSON to find resFormatMsg. */
const readBody = async (body: unknown): Promise<unknown> => {
  if (typeof Blob === 'undefined' || !(body instanceof Blob)) return body;
  try {
    return JSON.parse(await body.text());
  } catch {
    return undefined;
  }
};

const fail = (status: number, serverMessage: string | undefined, field?: string) => {
  showToast('error', serverMessage ?? NETWORK_ERROR_MESSAGE);
  if ((status === 401 || status === 403) && !PUBLIC_PATHS.has(window.location.pathname)) {
    const redirect = loginUrlFor(currentLocation());
    // what is still in flight belongs to the session that just ended: drop it quietly, no toast for each
    for (const controller of inFlight.values()) controller.abort();
    inFlight.clear();
    clearAllLocalStorage();
    navigateTo(redirect, { replace: true });
  }
  return new ApiError(status, serverMessage, field);
};

const contentType = (response: AxiosResponse) => String(response.headers['content-type'] ?? '');

/** A 200 yields the body's `data`; spreadsheets yield the raw body; a download becomes a File named by the server. */
const unwrap = async (request: HttpRequest, response: AxiosResponse): Promise<unknown> => {
  const type = contentType(response);
  if (request.responseType === 'blob' && !type.includes('json')) {
    const blob = response.data as Blob;
    const name = fileNameFromDisposition(
      response.headers['content-disposition'] as string | undefined,
      `${request.path.split('/').pop() ?? 'download'}.xlsx`,
    );
    return new File([blob], name, { type: blob.type || type });
  }
  if (SPREADSHEET.test(type)) return response.data;
  const body = await readBody(response.data);
  if (isEnvelope(body) && body.code === 200 && 'data' in body) return body.data;
  // a 200 we do not understand (an HTML page, an envelope with another code) is a failure like any other
  const code = isEnvelope(body) && typeof body.code === 'number' ? body.code : response.status;
  throw fail(code, messageOf(body), fieldOf(body));
};

const toFailure = async (error: unknown): Promise<unknown> => {
  if (axios.isCancel(error) || error instanceof ApiError) return error;
  if (error instanceof AxiosError && error.response) {
    const body = await readBody(error.response.data);
    return fail(error.response.status, messageOf(body), fieldOf(body));
  }
  // no response at all: the network, a proxy, a server that went away
  return fail(0, undefined);
};

/** Links the caller's signal (a component unmounting) to the request's own controller. */
const follow = (outer: AbortSignal | undefined, controller: AbortController) => {
  if (!outer) return () => {};
  if (outer.aborted) controller.abort(outer.reason);
  const onAbort = () => controller.abort(outer.reason);
  outer.addEventListener('abort', onAbort, { once: true });
  return () => outer.removeEventListener('abort', onAbort);
};

const toConfig = (request: HttpRequest): AxiosRequestConfig => ({
  method: request.method,
  url: request.path,
  params: request.query,
  data: request.body,
  responseType: request.responseType === 'blob' ? 'blob' : 'json',
  ...(request.onProgress
    ? {
        onDownloadProgress: (event) =>
          request.onProgress?.({ loaded: event.loaded, ...(event.total ? { total: event.total } : {}) }),
      }
    : {}),
});

/**
 * Answers asked for before their screen was on the page: a cold load's first report requests go out while the
 * screen's code and the platform list are still on their way (app/early-loads.ts). The screen's own identical
 * request, when it comes, takes the answer instead of asking again. Nothing is handled here: a failure (a toast,
 * a 401 that signs out) happens only if the screen makes that request itself, and an answer nobody takes within
 * EARLY_TTL_MS, or one asked for under another session, is dropped.
 */
const early = new Map<string, { response: Promise<AxiosResponse>; expires: number }>();
export const EARLY_TTL_MS = 10_000;

// the session's token is part of the key: an answer asked for one user is never taken by the next
const earlyKey = (config: AxiosRequestConfig) => `${readSession()?.token ?? ''} ${requestKey(config)}`;

/** Asks for a GET now, for a later identical `send` to take; resolves to nothing. */
export const prefetch = async (request: HttpRequest): Promise<undefined> => {
  if (request.method !== 'GET' || request.responseType !== 'json') return undefined;
  const config = toConfig(request);
  const response = http.request(config);
  // its failure is the taker's to handle (or nobody's)
  response.catch(() => undefined);
  early.set(earlyKey(config), { response, expires: Date.now() + EARLY_TTL_MS });
  return undefined;
};

const takeEarly = (config: AxiosRequestConfig, signal: AbortSignal): Promise<AxiosResponse> | undefined => {
  if (early.size === 0) return undefined;
  const key = earlyKey(config);
  const entry = early.get(key);
  for (const [other, { expires }] of early) if (expires < Date.now()) early.delete(other);
  if (!entry || entry.expires < Date.now()) return undefined;
  early.delete(key);
  // the taker may still be cancelled (a newer identical request, the screen going away)
  return new Promise((resolve, reject) => {
    const cancel = () => reject(new axios.CanceledError());
    if (signal.aborted) cancel();
    signal.addEventListener('abort', cancel, { once: true });
    entry.response.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
};

export const send = async (request: HttpRequest): Promise<unknown> => {
  const config = toConfig(request);
  const key = requestKey(config);
  inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  const unfollow = follow(request.signal, controller);
  try {
    const response = await (takeEarly(config, controller.signal) ??
      http.request({ ...config, signal: controller.signal }));
    return await unwrap(request, response);
  } catch (error) {
    throw await toFailure(error);
  } finally {
    // only our own entry: a newer identical request may have replaced it already
    if (inFlight.get(key) === controller) inFlight.delete(key);
    unfollow();
  }
};

export const httpAdapter: HttpAdapter = { request: send };
