import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body: unknown;
}
type Handler = FakeReply | ((request: { url: string; method: string; body: unknown }) => FakeReply);

export interface FakeApi {
  /** Every request made, as 'METHOD /path?query'. */
  calls: string[];
  bodies: unknown[];
  on(method: string, pathWithQuery: string, handler: Handler): FakeApi;
}

/** A fake app host behind the real shared http client: routes by method + path (with query). */
export function installFakeApi(): FakeApi {
  const routes = new Map<string, Handler>();
  const api: FakeApi = {
    calls: [],
    bodies: [],
    on(method, path, handler) {
      routes.set(`${method} ${path}`, handler);
      return api;
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const key = `${method} ${url.pathname}${url.search}`;
      api.calls.push(key);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      api.bodies.push(body);
      const handler = routes.get(key);
      const reply: FakeReply = !handler
        ? { status: 500, body: { error_code: 'INTERNAL', error_message: `ไม่มีข้อมูลทดสอบสำหรับ ${key}` } }
        : typeof handler === 'function'
          ? handler({ url: key, method, body })
          : handler;
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return api;
}

export const ok = (data: unknown): FakeReply => ({ status: 200, body: { data } });
export const fail = (status: number, message: string, code = 'UPSTREAM'): FakeReply => ({
  status,
  body: { error_code: code, error_message: message },
});
