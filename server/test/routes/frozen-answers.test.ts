import { afterAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerContracts } from '../../src/http/contract-routes';
import { dataReply, deepFreeze, frozenReply, type ZodTypeProvider } from '../../src/http/zod-type-provider';
import { registerErrorHandler } from '../../src/platform/error-handler';

const item = z.object({ code: z.string(), amount: z.number() });
type Item = z.infer<typeof item>;

/** An app whose one route answers `next()` (a cached answer, or a fresh one), counting the contract checks. */
async function appAnswering(next: () => { data: Item[] }, strictResponses = true) {
  let checks = 0;
  const counted = item.transform((value) => ((checks += 1), value));
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  registerContracts(app, { strictResponses });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/public/items', { schema: { response: dataReply(z.array(counted)) } }, async () => next());
  return { app, checks: () => checks };
}

/**
 * Issue 19 item 5: a process cache's answer (the plan list) is deeply frozen, so its route checks
 * it with the contract and writes it once, then sends the same text; other answers as before.
 */
describe('a frozen cached answer is checked and written once (issue 19 item 5; spec §7 contracts)', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));
  const make = async (next: () => { data: Item[] }, strict = true) => {
    const made = await appAnswering(next, strict);
    apps.push(made.app);
    return made;
  };

  it('the same frozen answer: one check, the same body every time', async () => {
    const cached = deepFreeze([{ code: 'K', amount: 1.5 }]);
    const { app, checks } = await make(() => frozenReply(cached));
    const bodies = [];
    for (let i = 0; i < 3; i += 1) bodies.push((await app.inject({ url: '/public/items' })).body);
    expect(new Set(bodies)).toEqual(new Set(['{"data":[{"code":"K","amount":1.5}]}']));
    expect(checks()).toBe(1);
    expect(Object.isFrozen(cached[0])).toBe(true);
    expect(frozenReply(cached)).toBe(frozenReply(cached));
  });

  it('a new cache entry is checked and written anew; an answer that is not frozen, every time', async () => {
    let entry = deepFreeze([{ code: 'K', amount: 1 }]);
    const frozen = await make(() => frozenReply(entry));
    expect((await frozen.app.inject({ url: '/public/items' })).json()).toEqual({ data: [{ code: 'K', amount: 1 }] });
    entry = deepFreeze([{ code: 'K', amount: 2 }]);
    expect((await frozen.app.inject({ url: '/public/items' })).json()).toEqual({ data: [{ code: 'K', amount: 2 }] });
    expect(frozen.checks()).toBe(2);
    const live = [{ code: 'K', amount: 1 }];
    const open = await make(() => frozenReply(live));
    await open.app.inject({ url: '/public/items' });
    live[0]!.amount = 3;
    expect((await open.app.inject({ url: '/public/items' })).json()).toEqual({ data: [{ code: 'K', amount: 3 }] });
    expect(open.checks()).toBe(2);
  });

  it('a frozen answer that breaks its contract still fails (500) on every call', async () => {
    const drifted = deepFreeze([{ code: 'K', amount: 1, secret: 'x' }]);
    const { app } = await make(() => frozenReply(drifted as Item[]));
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ url: '/public/items' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('secret');
    }
  });

  it('in production mode a frozen answer is written once too', async () => {
    const cached = deepFreeze([{ code: 'K', amount: 1 }]);
    const { app, checks } = await make(() => frozenReply(cached), false);
    expect((await app.inject({ url: '/public/items' })).body).toBe('{"data":[{"code":"K","amount":1}]}');
    expect((await app.inject({ url: '/public/items' })).body).toBe('{"data":[{"code":"K","amount":1}]}');
    expect(checks()).toBe(0);
  });

  it('a frozen Thai answer is the same bytes and length as the same answer written afresh', async () => {
    const answer = [{ code: 'แผนเกษียณ สบายใจ', amount: 1 }];
    const frozen = await make(() => frozenReply(deepFreeze(structuredClone(answer))));
    const fresh = await make(() => ({ data: structuredClone(answer) }));
    const sent = [];
    for (const made of [frozen, frozen, fresh]) sent.push(await made.app.inject({ url: '/public/items' }));
    const expected = JSON.stringify({ data: answer });
    for (const res of sent) {
      expect(res.rawPayload.equals(Buffer.from(expected, 'utf8'))).toBe(true);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });
});
