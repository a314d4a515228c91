import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { customerBanks } from '../../src/db/schema/customers';
import { testApp } from '../helpers/app';
import { authHeaders } from '../helpers/session';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

describe('data minimisation (issue 12 item 5; spec §3 Pra bank)', () => {
  it('§3 the PRA answer carries only the masked bank account number', async () => {
    const headers = await authHeaders(app, 'C0003');
    const response = await app.inject({ url: portAggregationPaths.planPra('omnibus', 1), headers });
    expect(response.statusCode).toBe(200);
    const bank = response.json().data.bank as { bank_account_no: string; masked_bank_account_no: string };
    expect(bank.masked_bank_account_no).toMatch(/^xxx-/);
    expect(bank.bank_account_no).toBe(bank.masked_bank_account_no);
    const accounts = (await app.db.select({ no: customerBanks.bankAccountNo }).from(customerBanks)).map((row) => row.no);
    expect(accounts.length).toBeGreaterThan(0);
    for (const number of accounts) {
      expect(response.body).not.toContain(number);
      expect(response.body).not.toContain(number.replace(/\D/g, ''));
    }
  });
});
