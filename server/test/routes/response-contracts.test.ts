import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerContracts } from '../../src/http/contract-routes';
import { dataReply, type ZodTypeProvider } from '../../src/http/zod-type-provider';
import { registerErrorHandler } from '../../src/platform/error-handler';

const item = z.object({ code: z.string(), amount: z.number() });

/** An app whose handlers answer what the test says, to see the contract check at work. */
async function appAnswering(answer: unknown, strictResponses = true): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerContracts(app, { strictResponses });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/public/items/:code',
    {
      schema: {
        params: z.object({ code: z.string().regex(/^[A-Z]+$/, 'รหัสไม่ถูกต้อง') }),
        body: item,
        response: dataReply(z.array(item)),
      },
    },
    // The handler is typed by the contract; the cast lets a test send what a drifted handler would.
    async () => answer as { data: z.infer<typeof item>[] },
  );
  return app;
}

const call = (app: FastifyInstance, url = '/public/items/K', payload: unknown = { code: 'K', amount: 1 }) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('routes answer only what their shared contract says (issue 7 item 2; spec §7, §8)', () => {
  let apps: FastifyInstance[] = [];
  const make = async (answer: unknown, strict = true) => {
    const app = await appAnswering(answer, strict);
    apps.push(app);
    return app;
  };
  beforeAll(() => void (apps = []));
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it('a conforming answer goes out as JSON', async () => {
    const res = await call(await make({ data: [{ code: 'K', amount: 1.5 }] }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ code: 'K', amount: 1.5 }] });
  });

  it('a field the contract does not have fails the request (500), also deep in a list', async () => {
    const res = await call(await make({ data: [{ code: 'K', amount: 1, secret: 'x' }] }));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error_code: 'INTERNAL', error_message: 'เกิดข้อผิดพลาด' });
    expect(res.body).not.toContain('secret');
  });

  it('a missing required field or a wrong type fails the request (500)', async () => {
    expect((await call(await make({ data: [{ code: 'K' }] }))).statusCode).toBe(500);
    expect((await call(await make({ data: [{ code: 'K', amount: '1' }] }))).statusCode).toBe(500);
    expect((await call(await make({ rows: [] }))).statusCode).toBe(500);
  });

  it('in production mode the answer is written as the handler built it (no per-request check)', async () => {
    const res = await call(await make({ data: [{ code: 'K', amount: 1, extra: true }] }, false));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ code: 'K', amount: 1, extra: true }] });
  });

  it('bad params or body answer 400 VALIDATION in Thai, naming the field or the contract message', async () => {
    const app = await make({ data: [] });
    const params = await call(app, '/public/items/k1');
    expect(params.statusCode).toBe(400);
    expect(params.json()).toEqual({ error_code: 'VALIDATION', error_message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง: รหัสไม่ถูกต้อง' });
    const body = await call(app, '/public/items/K', { code: 'K', amount: 'many' });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ error_code: 'VALIDATION', error_message: 'ข้อมูลที่ส่งมาไม่ถูกต้อง: ช่อง amount' });
    const empty = await app.inject({ method: 'POST', url: '/public/items/K' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_code).toBe('VALIDATION');
  });
});
