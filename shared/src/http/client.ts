import type { z } from 'zod';
import { ERROR_CODES, ERROR_MESSAGES, SOURCE } from '../contracts/error-codes';
import { authPaths, loginRoute, withQuery } from '../contracts/api-paths';
import { HTTP_TIMEOUT_MS } from '../domain/constants';
import { HttpError } from './http-error';
import { readJsonBody, unwrapData } from './read-body';

export type QueryValue = string | number | boolean | undefined;
export interface RequestOptions<T> {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Validates the unwrapped `data`; a mismatch rejects with HttpError BAD_RESPONSE (502). */
  schema?: z.ZodType<T>;
}
export interface HttpClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  navigate: (path: string) => void;
  getLocation: () => { pathname: string; search: string };
  fetchImpl?: typeof fetch;
}
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Send = <T>(path: string, options?: RequestOptions<T>) => Promise<T>;
export interface HttpClient {
  get: Send;
  post: Send;
  patch: Send;
  put: Send;
  delete: Send;
}

/**
 * The answer of `GET url` the shell's entry already started (shell/src/federation/prefetch.ts,
 * issue 19), taken once and only while recent (30 s: a slow phone may take that long to load the page code); undefined when there is none.
 */
export function takePrefetched(url: string, now: number = performance.now()): Promise<Response> | undefined {
  const calls = (globalThis as { __PORT_PREFETCH__?: unknown }).__PORT_PREFETCH__;
  if (!(calls instanceof Map)) return undefined;
  const call = calls.get(url) as { at: number; response: Promise<Response> } | undefined;
  calls.delete(url);
  return call && now - call.at <= 30_000 ? call.response : undefined;
}

const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });

/** Headers on every call: our CSRF header (checked by the server on unsafe methods) and the source tag. */
export const BASE_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'port-web', 'X-Source': SOURCE } as const;

/** The spec §8 request-failure policy, implemented once for every app. */
export const createHttpClient = (options: HttpClientOptions): HttpClient => {
  const { baseUrl = '', timeoutMs = HTTP_TIMEOUT_MS, navigate, getLocation } = options;
  const doFetch: typeof fetch = options.fetchImpl ?? ((...args) => globalThis.fetch(...args));
  let refreshing: Promise<boolean> | null = null;

  const redirect = (path: string, status: number, code: string, message: string): HttpError => {
    navigate(path);
    return new HttpError({ status, code, message, redirected: true });
  };

  const refreshOnce = (): Promise<boolean> => {
    // Concurrent 401s share one refresh; a failed refresh redirects to login once.
    refreshing ??= doFetch(`${baseUrl}${authPaths.refresh}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: BASE_HEADERS,
    })
      .then((res) => res.status === 200)
      .catch(() => false)
      .then((ok) => {
        if (!ok) {
          const { pathname, search } = getLocation();
          navigate(loginRoute(`${pathname}${search}`));
        }
        return ok;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const send = async <T>(method: Method, path: string, opts: RequestOptions<T>, retried: boolean): Promise<T> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    if (opts.signal?.aborted) controller.abort(opts.signal.reason);

    const hasBody = opts.body !== undefined;
    let res: Response;
    let body: unknown;
    const url = `${baseUrl}${withQuery(path, opts.query ?? {})}`;
    const prefetched = method === 'GET' && !retried ? takePrefetched(url) : undefined;
    try {
      res = prefetched
        ? await untilAborted(prefetched, controller.signal)
        : await doFetch(url, {
            method,
            credentials: 'same-origin',
            headers: { ...BASE_HEADERS, ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
            body: hasBody ? JSON.stringify(opts.body) : undefined,
            signal: controller.signal,
          });
      body = await readJsonBody(res);
    } catch (cause) {
      if (timedOut) throw redirect('/over-capacity', 0, ERROR_CODES.TIMEOUT, ERROR_MESSAGES.OVER_CAPACITY);
      if (opts.signal?.aborted) throw cause; // the caller cancelled: not an error to show
      throw new HttpError({ status: 0, code: ERROR_CODES.NETWORK, message: ERROR_MESSAGES.NETWORK, details: cause });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }

    const errorBody = body as { error_code?: unknown; error_message?: unknown } | undefined;
    const code = typeof errorBody?.error_code === 'string' ? errorBody.error_code : undefined;
    const message = typeof errorBody?.error_message === 'string' ? errorBody.error_message : '';

    if (code === ERROR_CODES.OVER_CAPACITY) throw redirect('/over-capacity', res.status, code, message);
    if (res.status === 503 && code === ERROR_CODES.MAINTENANCE) throw redirect('/maintenance', 503, code, message);
    if (res.status === 401 && !retried && path !== authPaths.refresh) {
      if (await refreshOnce()) return send(method, path, opts, true);
      throw new HttpError({ status: 401, code: code ?? ERROR_CODES.UNAUTHORIZED, message, redirected: true });
    }
    if (!res.ok) throw new HttpError({ status: res.status, code: code ?? `HTTP_${res.status}`, message });

    const data = unwrapData(body);
    if (!opts.schema) return data as T;
    const parsed = opts.schema.safeParse(data);
    if (parsed.success) return parsed.data;
    throw new HttpError({
      status: 502,
      code: ERROR_CODES.BAD_RESPONSE,
      message: ERROR_MESSAGES.BAD_RESPONSE,
      details: parsed.error.issues,
    });
  };

  const verb =
    (method: Method): Send =>
    (path, opts = {}) =>
      send(method, path, opts, false);
  return { get: verb('GET'), post: verb('POST'), patch: verb('PATCH'), put: verb('PUT'), delete: verb('DELETE') };
};
