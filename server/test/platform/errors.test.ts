import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@port/shared/contracts/common';
import { buildApp } from '../../src/app';
import { testConfig } from '../helpers/app';
import { testDb } from '../helpers/db';
import { flakyDb } from '../helpers/flaky-db';
import { resetDb } from '../helpers/reset';
import { signedInApp } from '../helpers/signed-in-app';

const CANCEL = '/proxy/order/private/api/v1/order/cancel-order';
const THAI = /[\u0E00-\u0E7F]/;

describe('request failures answer Thai JSON, never a stack (spec §8)', () => {
  const investor = signedInApp('C0003');

  it('unknown /api path → 404 JSON in Thai', async () => {
    const res = await investor.app.inject({ method: 'GET', url: '/api/port/private/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    const body = errorBodySchema.parse(res.json());
    expect(body.error_code).toBe('NOT_FOUND');
    expect(body.error_message).toMatch(THAI);
  });

  it('oversized body → 413 in Thai', async () => {
    const res = await investor.app.inject({
      method: 'POST',
      url: CANCEL,
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ vir_ref_trans_no: 'x'.repeat(70_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error_message).toBe('ข้อมูลที่ส่งมามีขนาดใหญ่เกินกำหนด');
  });

  it('invalid JSON and invalid UTF-8 → 400 INVALID_JSON, not 500', async () => {
    const bad = await investor.app.inject({
      method: 'POST',
      url: CANCEL,
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload: '{"vir_ref_trans_no":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: 'INVALID_JSON' });
    const latin = await investor.app.inject({
      method: 'POST',
      url: CANCEL,
      headers: { ...investor.headers, 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(latin.statusCode).toBe(400);
    expect(latin.json().error_message).toMatch(THAI);
  });

  it('validation failure → 400 VALIDATION with a Thai message', async () => {
    const res = await investor.app.inject({
      method: 'POST',
      url: CANCEL,
      headers: investor.headers,
      payload: { vir_ref_trans_no: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION');
    expect(res.json().error_message).toMatch(THAI);
  });

  it('unsafe call without X-Requested-With: port-web → 403 (CSRF rule)', async () => {
    const res = await investor.app.inject({
      method: 'POST',
      url: CANCEL,
      headers: { cookie: investor.headers.cookie! },
      payload: { vir_ref_trans_no: 'VRT1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error_code: 'CSRF' });
    const refresh = await investor.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: investor.headers.cookie! },
    });
    expect(refresh.statusCode).toBe(403);
  });
});

describe('database outage → 503 92 in Thai, then recovery (spec §8; issue 12 item 6)', () => {
  it('answers 503 while the database is unreachable and 200 again when it is back', async () => {
    await resetDb();
    const flaky = flakyDb(await testDb());
    const app = await buildApp(testConfig(), flaky.db, { logger: false });
    try {
      const url = '/api/port/public/api/v1/segregate/amc-info';
      expect((await app.inject({ url })).statusCode).toBe(200);
      flaky.setDown(true);
      const down = await app.inject({ url });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ error_code: '92', error_message: 'ระบบฐานข้อมูลไม่พร้อมใช้งาน กรุณาลองใหม่ภายหลัง' });
      expect(down.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
      flaky.setDown(false);
      expect((await app.inject({ url })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
