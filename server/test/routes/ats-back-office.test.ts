import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otherPaths, portAggregationPaths } from '@port/shared/contracts/api-paths';
import { atsRegistrationSchema } from '@port/shared/contracts/ats';
import { planListDataSchema } from '@port/shared/contracts/plan-list';
import { runBackOffice } from '../../src/back-office/commands';
import { customerRecordEvents } from '../../src/db/schema/customer-record-events';
import { signedInApp } from '../helpers/signed-in-app';

const REQUIRED = 'C0051';
const OFFICER = 'สมพร (ฝ่ายบริการลูกค้า)';
const REASON = 'ธนาคารแจ้งว่าบัญชีนี้เป็นบัญชีกระแสรายวัน ไม่รับหักบัญชีอัตโนมัติ';

/** Issue 22 item 1: the back office records the bank's refusal of an ATS request; the customer sees ATS_REJECTED and why. */
describe('the back office rejects an ATS request (issue 22 item 1; spec §4 ATS_SUBMITTED → ATS_REJECTED)', () => {
  const customer = signedInApp(REQUIRED);
  const read = async () => atsRegistrationSchema.parse(await customer.data(otherPaths.atsRegistration(REQUIRED)));
  const reject = (...args: string[]) => runBackOffice(customer.app.db, ['reject_ats', ...args]);

  it('nothing waits for the bank yet (ATS_REQUIRED): refused, nothing changes', async () => {
    const answer = await reject('--customer', REQUIRED, '--reason', REASON, '--officer', OFFICER);
    expect(answer).toEqual({ exitCode: 1, output: 'no ATS request of this customer waits for the bank' });
    expect((await read()).status).toBe('ATS_REQUIRED');
  });

  it('a sent request: refused without a reason or an officer, then rejected with both; the card shows the reason', async () => {
    const sent = await customer.app.inject({
      method: 'PUT',
      url: otherPaths.atsRegistration(REQUIRED),
      headers: customer.headers,
      payload: { bank_code: 'SCB', account_no: '1234567890', account_name: 'อนุชา ใจเย็น', ats: true },
    });
    expect(sent.statusCode).toBe(200);
    for (const args of [
      ['--customer', REQUIRED, '--officer', OFFICER],
      ['--customer', REQUIRED, '--reason', '  ', '--officer', OFFICER],
      ['--customer', REQUIRED, '--reason', REASON],
    ]) {
      const answer = await reject(...args);
      expect(answer.exitCode, args.join(' ')).toBe(1);
      expect(answer.output).toMatch(/กรุณาระบุ/);
    }
    expect((await read()).status).toBe('ATS_SUBMITTED');

    const answer = await reject('--customer', REQUIRED, '--reason', REASON, '--officer', OFFICER);
    expect(answer.exitCode).toBe(0);
    expect(await read()).toMatchObject({ status: 'ATS_REJECTED', reject_reason: REASON, bank: { bank_code: 'SCB' } });
    const status = planListDataSchema.parse(await customer.data(`${portAggregationPaths.planList}?refresh=1`)).visual_status;
    expect(status.customer).toContain('ATS_REJECTED');
    expect(status.options.reject_reason).toBe(REASON);

    const events = await customer.app.db.select().from(customerRecordEvents).where(eq(customerRecordEvents.customerId, REQUIRED));
    expect(events.map((e) => e.kind)).toEqual(['ats_requested', 'ats_rejected']);
    expect(events[1]).toMatchObject({
      channel: 'back-office',
      before: { status: 'ATS_SUBMITTED' },
      after: { status: 'ATS_REJECTED', reject_reason: REASON, officer: OFFICER },
    });
    expect(events[1]!.createdAt).toBeInstanceOf(Date);

    expect((await reject('--customer', REQUIRED, '--reason', 'ซ้ำ', '--officer', OFFICER)).exitCode).toBe(1);
    expect((await read()).reject_reason).toBe(REASON);
  });
});
