import { describe, expect, it } from 'vitest';
import { visualStatus } from '../../../test/fixtures';
import { blockingCards, quietCard, statusCards } from './status-cards';

describe("account status cards against the customer's situation", () => {
  it('issue 13 item 5: only an approved customer without a plan is invited to create their first plan', () => {
    const approved = visualStatus({ oa: 'ACCOUNT_APPROVED' });
    const invite = 'เริ่มสร้างแผนการลงทุนแรกของคุณได้เลย';
    expect(statusCards(approved, { hasPlans: false, dcaPlans: [] })[0]?.description).toBe(invite);
    const withPlans = { hasPlans: true, dcaPlans: [] };
    expect(statusCards(approved, withPlans).map((c) => c.description)).not.toContain(invite);
    expect(quietCard(approved, withPlans).description).not.toBe(invite);
  });

  it('issue 13 item 6: the DCA alert names the plan and leads to it, never back to /dashboard', () => {
    const v = visualStatus({ port: 'DCA_NEED_ADJUSTMENT' });
    const plan = { name: 'ลงทุนรายเดือน DCA', status: 'need-adjustment' as const, href: '/dashboard/omnibus/3?dca=set' };
    const [card] = statusCards(v, { hasPlans: true, dcaPlans: [plan] });
    expect(card?.title).toBe('รายการลงทุนรายเดือนของแผน ลงทุนรายเดือน DCA ต้องปรับให้ตรงกับแผน');
    expect(card?.action).toEqual({ label: 'ปรับการลงทุนรายเดือนของแผน ลงทุนรายเดือน DCA', href: '/dashboard/omnibus/3?dca=set' });
    expect(statusCards(v)[0]?.action).toBeNull();
  });

  it.each([
    ['DCA_NEED_SET', 'need-set', 'แผน ดาวน์บ้าน ยังไม่ได้ตั้งการลงทุนรายเดือน', 'ตั้งลงทุนรายเดือนของแผน ดาวน์บ้าน', 'set'],
    [
      'DCA_NEED_REMOVE',
      'need-remove',
      'แผน ดาวน์บ้าน ไม่มีเงินลงทุนรายเดือนแล้ว แต่ยังหักเงินลงทุนรายเดือนอยู่',
      'ยกเลิกการลงทุนรายเดือนของแผน ดาวน์บ้าน',
      'remove',
    ],
  ] as const)('issue 22: %s names its plan and leads to the action that resolves it', (port, status, title, label, intent) => {
    const href = `/dashboard/omnibus/1?dca=${intent}`;
    const other = { name: 'อื่น', status: 'need-adjustment' as const, href: '/dashboard/omnibus/2?dca=set' };
    const [card] = statusCards(visualStatus({ port }), { hasPlans: true, dcaPlans: [other, { name: 'ดาวน์บ้าน', status, href }] });
    expect(card?.title).toBe(title);
    expect(card?.action).toEqual({ label, href });
  });

  it('issue 13 item 7: what blocks buying comes first, before the green approval; plan pages get only the blocking ones', () => {
    const expiring = visualStatus({
      oa: 'ACCOUNT_APPROVED',
      customer: ['KYC_WARNING', 'SUIT_EXPIRED', 'ID_CARD_WARNING'],
      port: 'NONE',
    });
    const cards = statusCards(expiring, { hasPlans: true, dcaPlans: [] });
    expect(cards.map((c) => c.status)).toEqual(['SUIT_EXPIRED', 'KYC_WARNING', 'ID_CARD_WARNING']);
    expect(statusCards(expiring)[0]?.status).toBe('SUIT_EXPIRED');
    expect(statusCards(expiring).at(-1)?.status).toBe('ACCOUNT_APPROVED');
    expect(blockingCards(expiring).map((c) => c.status)).toEqual(['SUIT_EXPIRED']);
    expect(blockingCards(visualStatus({ customer: ['KYC_WARNING'] }))).toEqual([]);
  });
});
