import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient } from './client';
import { HttpError } from './http-error';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const setup = (handlers: Handler[], timeoutMs = 60_000) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const navigate = vi.fn<(path: string) => void>();
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    const handler = handlers.shift();
    if (!handler) throw new Error(`unexpected call ${url}`);
    return handler(url, init ?? {});
  }) as unknown as typeof fetch;
  const client = createHttpClient({
    timeoutMs,
    navigate,
    fetchImpl,
    getLocation: () => ({ pathname: '/dashboard/omnibus/2', search: '?tab=orders&x=ก' }),
  });
  return { client, calls, navigate };
};

const rejection = async (p: Promise<unknown>): Promise<HttpError> => {
  try {
    await p;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
};

describe('http client: spec §8 request-failure policy', () => {
  it('§7 unwraps data, sends same-origin credentials, the source and CSRF headers, JSON body', async () => {
    const { client, calls } = setup([() => json(200, { data: { ok: 1 } })]);
    await expect(client.post('/api/x', { body: { a: 1 }, query: { page: 2 } })).resolves.toEqual({ ok: 1 });
    const [call] = calls;
    expect(call?.url).toBe('/api/x?page=2');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.body).toBe('{"a":1}');
    expect(call?.init.headers).toMatchObject({
      'X-Source': 'port-web',
      'X-Requested-With': 'port-web',
      'Content-Type': 'application/json',
    });
  });

  it('§8 timeout aborts the call and redirects to /over-capacity', async () => {
    vi.useFakeTimers();
    const hang: Handler = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const { client, navigate } = setup([hang], 1000);
    const pending = rejection(client.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(1000);
    const error = await pending;
    expect(error.redirected).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/over-capacity');
  });

  it("§8 error_code '92' redirects to /over-capacity whatever the status", async () => {
    const { client, navigate } = setup([() => json(429, { error_code: '92', error_message: 'busy' })]);
    expect((await rejection(client.get('/api/x'))).code).toBe('92');
    expect(navigate).toHaveBeenCalledWith('/over-capacity');
  });

  it("§8 503 with error_code '90' redirects to /maintenance", async () => {
    const { client, navigate } = setup([() => json(503, { error_code: '90', error_message: 'ปิดปรับปรุง' })]);
    expect((await rejection(client.get('/api/x'))).status).toBe(503);
    expect(navigate).toHaveBeenCalledWith('/maintenance');
  });

  it("§8 503 without '90' is rejected to the caller without redirect", async () => {
    const { client, navigate } = setup([() => json(503, { error_code: 'UPSTREAM', error_message: 'ระบบขัดข้อง' })]);
    const error = await rejection(client.get('/api/x'));
    expect(error).toMatchObject({ status: 503, code: 'UPSTREAM', message: 'ระบบขัดข้อง', redirected: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('§8 401 → refresh 200 → the original request is retried once', async () => {
    const { client, calls, navigate } = setup([
      () => json(401, { error_code: 'UNAUTHORIZED', error_message: '' }),
      () => json(200, { data: { refreshed: true } }),
      () => json(200, { data: 'second try' }),
    ]);
    await expect(client.patch('/api/y', { body: { n: 1 } })).resolves.toBe('second try');
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['PATCH /api/y', 'POST /auth/refresh', 'PATCH /api/y']);
    expect(calls[2]?.init.body).toBe('{"n":1}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('§8 401 → refresh fails → login with encoded return_url and action=login', async () => {
    const { client, navigate } = setup([() => json(401, {}), () => json(401, {})]);
    const error = await rejection(client.get('/api/y'));
    expect(error).toMatchObject({ status: 401, redirected: true });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/login?return_url=${encodeURIComponent('/dashboard/omnibus/2?tab=orders&x=ก')}&action=login`,
    );
  });

  it('§8 a second 401 after the retry is rejected, not refreshed again (no loop)', async () => {
    const { client, calls } = setup([() => json(401, {}), () => json(200, {}), () => json(401, { error_message: 'หมดอายุ' })]);
    const error = await rejection(client.get('/api/y'));
    expect(error).toMatchObject({ status: 401, message: 'หมดอายุ' });
    expect(calls).toHaveLength(3);
  });

  it('§8 concurrent 401s share one refresh call', async () => {
    let releaseRefresh: (r: Response) => void = () => undefined;
    const refresh = new Promise<Response>((resolve) => (releaseRefresh = resolve));
    const { client, calls } = setup([
      () => json(401, {}),
      () => json(401, {}),
      () => refresh,
      () => json(200, { data: 'a' }),
      () => json(200, { data: 'b' }),
    ]);
    const both = Promise.all([client.get('/api/a'), client.get('/api/b')]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    releaseRefresh(json(200, {}));
    await expect(both).resolves.toEqual(['a', 'b']);
    expect(calls.filter((c) => c.url === '/auth/refresh')).toHaveLength(1);
  });

  it("§8 other errors use the server's error_message, else 'เกิดข้อผิดพลาด'", async () => {
    const { client } = setup([
      () => json(400, { error_code: 'VALIDATION', error_message: 'ชื่อแผนยาวเกินไป' }),
      () => new Response('<html>bad gateway</html>', { status: 502 }),
    ]);
    expect(await rejection(client.post('/api/a', { body: {} }))).toMatchObject({ status: 400, message: 'ชื่อแผนยาวเกินไป' });
    expect(await rejection(client.get('/api/b'))).toMatchObject({ status: 502, code: 'HTTP_502', message: 'เกิดข้อผิดพลาด' });
  });

  it('a response that does not match the caller schema is rejected with a Thai message', async () => {
    const { client } = setup([() => json(200, { data: { plan_id: 5 } })]);
    const error = await rejection(client.get('/api/p', { schema: z.object({ plan_id: z.string() }) }));
    expect(error).toMatchObject({ status: 502, code: 'BAD_RESPONSE' });
    expect(error.message).toMatch(/ข้อมูลจากระบบไม่ถูกต้อง/);
  });

  it('a caller abort is passed through without redirect', async () => {
    const controller = new AbortController();
    const hang: Handler = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
      );
    const { client, navigate } = setup([hang]);
    const pending = client.get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
