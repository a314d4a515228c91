import { describe, expect, it } from 'vitest';
import { statusCard } from './status-cards';

const options = {
  maintenance_message: null,
  expiry_dates: { kyc: null, suit: null, id_card: null },
  bank: null,
  reject_reason: null,
};
const contact = { phone: '02-111-2222', hours: 'จันทร์–ศุกร์ 9:00–17:00 น.' };
const plan = { name: 'เงินออมเพื่อลูก', href: '/dashboard/omnibus/1/contact', requestNo: null };

describe('PRA_ERROR card (issue 22; spec §4 PRA statuses)', () => {
  it('names the plan, gives the phone and hours, and leads to the plan contact page', () => {
    const card = statusCard('PRA_ERROR', options, { hasPlans: true, dcaPlans: [], praErrorPlans: [plan], contact });
    expect(card.title).toBe('หักเงินลงทุนสม่ำเสมอของแผน เงินออมเพื่อลูก ไม่สำเร็จ');
    expect(card.description).toBe('ดูสาเหตุและฝากเบอร์ให้เจ้าหน้าที่โทรกลับ หรือโทร 02-111-2222 (จันทร์–ศุกร์ 9:00–17:00 น.)');
    expect(card.action).toEqual({ label: 'ดูสาเหตุและติดต่อเจ้าหน้าที่เรื่องแผน เงินออมเพื่อลูก', href: '/dashboard/omnibus/1/contact' });
  });

  it('once a call-back is requested: says so with its number and offers no action', () => {
    const card = statusCard('PRA_ERROR', options, {
      hasPlans: true,
      dcaPlans: [],
      praErrorPlans: [{ ...plan, requestNo: 'CR-000001' }],
      contact,
    });
    expect(card.description).toBe('ส่งคำขอให้เจ้าหน้าที่ติดต่อกลับแล้ว (เลขที่ CR-000001) เจ้าหน้าที่จะโทรกลับในวันทำการ');
    expect(card.action).toBeNull();
  });

  it('before the plan list is known: the shared words, no link', () => {
    const card = statusCard('PRA_ERROR', options);
    expect(card.title).toBe('การลงทุนสม่ำเสมอมีข้อผิดพลาด');
    expect(card.action).toBeNull();
  });
});
