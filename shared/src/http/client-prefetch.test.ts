import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient, takePrefetched } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const holder = globalThis as { __PORT_PREFETCH__?: unknown };
const prefetch = (calls: Record<string, Promise<Response>>, at = performance.now()) => {
  holder.__PORT_PREFETCH__ = new Map(Object.entries(calls).map(([url, response]) => [url, { at, response }]));
};

describe('http client: answers the shell started before the page code loaded (issue 19)', () => {
  afterEach(() => {
    delete holder.__PORT_PREFETCH__;
  });
  const setup = (answers: Response[]) => {
    const fetchImpl = vi.fn(async () => answers.shift() ?? json(500, {})) as unknown as typeof fetch;
    const navigate = vi.fn();
    const client = createHttpClient({ navigate, fetchImpl, getLocation: () => ({ pathname: '/dashboard', search: '' }) });
    return { client, fetchImpl, navigate };
  };

  it('a GET takes its prefetched answer once, validated like its own; the next GET fetches', async () => {
    prefetch({ '/api/plan': Promise.resolve(json(200, { data: { n: 1 } })) });
    const { client, fetchImpl } = setup([json(200, { data: { n: 2 } })]);
    const schema = z.object({ n: z.number() });
    await expect(client.get('/api/plan', { schema })).resolves.toEqual({ n: 1 });
    expect(fetchImpl).not.toHaveBeenCalled();
    await expect(client.get('/api/plan', { schema })).resolves.toEqual({ n: 2 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('spec §8 applies to a prefetched answer: a 401 refreshes and fetches again', async () => {
    prefetch({ '/api/plan': Promise.resolve(json(401, { error_code: 'UNAUTHORIZED', error_message: 'x' })) });
    const { client, fetchImpl } = setup([new Response(null, { status: 200 }), json(200, { data: { n: 3 } })]);
    await expect(client.get('/api/plan')).resolves.toEqual({ n: 3 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('is not used for other methods, other URLs, or when older than 30 s', async () => {
    prefetch({ '/api/plan': Promise.resolve(json(200, { data: 'old' })) }, performance.now() - 31_000);
    expect(takePrefetched('/api/plan')).toBeUndefined();
    prefetch({ '/api/plan': Promise.resolve(json(200, { data: 'pre' })) });
    const { client, fetchImpl } = setup([json(200, { data: 'posted' }), json(200, { data: 'other' })]);
    await expect(client.post('/api/plan', { body: {} })).resolves.toBe('posted');
    await expect(client.get('/api/plan?x=1')).resolves.toBe('other');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
