import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getHttpClient } from '../http/get-http-client';
import { fail, fakeApi, ok } from './msw';

const nameSchema = z.object({ name: z.string() });

describe('fakeApi: the unit-test network fake behind the real http client (decision record 007)', () => {
  it('answers by method, path and exact query, and records calls and JSON bodies in order', async () => {
    const api = fakeApi()
      .on('GET', '/api/x?filter=segregate', ok({ name: 'แยก' }))
      .on('PATCH', '/api/x', ({ body }) => ok({ name: (body as { name: string }).name }));
    const client = getHttpClient();
    expect(await client.get('/api/x?filter=segregate', { schema: nameSchema })).toEqual({ name: 'แยก' });
    expect(await client.patch('/api/x', { body: { name: 'ใหม่' }, schema: nameSchema })).toEqual({ name: 'ใหม่' });
    expect(api.calls).toEqual(['GET /api/x?filter=segregate', 'PATCH /api/x']);
    expect(api.bodies).toEqual([undefined, { name: 'ใหม่' }]);
  });

  it('a request nobody answered gets a 500 naming it; `unmatched` changes that answer', async () => {
    fakeApi().get({ '/api/known': fail(409, 'ซ้ำ', 'CONFLICT') });
    await expect(getHttpClient().get('/api/known')).rejects.toMatchObject({ status: 409 });
    await expect(getHttpClient().get('/api/unknown')).rejects.toMatchObject({ status: 500 });
    const api = fakeApi({ unmatched: () => fail(404, 'ไม่พบ', 'NOT_FOUND') });
    await expect(getHttpClient().get('/api/other')).rejects.toMatchObject({ status: 404 });
    expect(api.calls).toEqual(['GET /api/other']);
  });

  it('the setup file reset the answers of the previous test', async () => {
    await expect(fetch('/api/known')).rejects.toThrow();
  });
});
