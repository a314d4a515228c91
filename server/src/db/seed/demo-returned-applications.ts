import { OA_STEPS, stepBodySchema, type OaStep } from '@port/shared/contracts/oa-steps';
import { SUITABILITY_QUESTIONS } from '@port/shared/domain/suitability';
import type { OaReturnedStatus } from '@port/shared/contracts/oa';
import type { Db } from '../client';
import { addDays, bangkokInstant } from '../../lib/dates';
import { insertSentApplication, returnApplication } from '../../services/open-account/public';

type Returned = {
  customerId: string;
  outcome: OaReturnedStatus;
  parts: OaStep[];
  reason: string;
  names: { th: [string, string]; en: [string, string] };
  idNumber: string;
  address: string;
  bankNo: string;
};

/**
 * Issue 22 item 1: three omnibus applications the back office sent back, one per way (spec §4):
 * `rejected` (C0061, the bank account given is closed), `needinfo` (C0062, the source of the money
 * does not fit the income), `lackinfo` (C0063, the address is incomplete). Each was sent two days
 * before `today` and answered by the officer the evening before, through the same service the
 * back-office command runs.
 */
export const RETURNED_APPLICATIONS: Returned[] = [
  {
    customerId: 'C0061',
    outcome: 'rejected',
    parts: ['bank'],
    reason: 'บัญชีธนาคารที่ระบุถูกปิดแล้ว กรุณาระบุบัญชีออมทรัพย์ที่ยังใช้งานอยู่ในชื่อของท่าน',
    names: { th: ['กิตติ', 'สุขสม'], en: ['Kitti', 'Suksom'] },
    idNumber: '1101700512347',
    address: '15/2 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท',
    bankNo: '1112223334',
  },
  {
    customerId: 'C0062',
    outcome: 'need_info',
    parts: ['work'],
    reason: 'แหล่งที่มาของเงินลงทุนไม่สอดคล้องกับอาชีพและรายได้ที่ระบุ กรุณาระบุแหล่งที่มาของเงินให้ครบถ้วน',
    names: { th: ['รัตนา', 'วงศ์ใหญ่'], en: ['Rattana', 'Wongyai'] },
    idNumber: '3100600523458',
    address: '88 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่',
    bankNo: '2223334445',
  },
  {
    customerId: 'C0063',
    outcome: 'lack_info',
    parts: ['identity'],
    reason: 'ที่อยู่ไม่ครบถ้วน กรุณาระบุบ้านเลขที่ ถนน แขวง/ตำบล และเขต/อำเภอ ให้ตรงกับบัตรประชาชน',
    names: { th: ['สมศักดิ์', 'ทองดี'], en: ['Somsak', 'Thongdee'] },
    idNumber: '1509900534569',
    address: 'หมู่บ้านสุขใจ',
    bankNo: '3334445556',
  },
];

function bodies(r: Returned, today: string): Record<OaStep, unknown> {
  const raw: Record<OaStep, unknown> = {
    identity: {
      first_name_th: r.names.th[0],
      last_name_th: r.names.th[1],
      first_name_en: r.names.en[0],
      last_name_en: r.names.en[1],
      birth_date: '1988-03-14',
      id_number: r.idNumber,
      id_card_expiry: addDays(today, 2000),
      mobile: `081000${r.customerId.slice(1)}`,
      email: `${r.names.en[0].toLowerCase()}@example.co.th`,
      address: r.address,
      province: 'กรุงเทพมหานคร',
      postcode: '10400',
    },
    work: { occupation: 'employee', income_range: '15k-30k', fund_sources: ['inheritance'], income_country: 'TH', is_pep: false },
    suitability: { answers: Object.fromEntries(SUITABILITY_QUESTIONS.map((q) => [q.id, [2]])) },
    tax: { us_person: false, tax_residences: [{ country: 'TH', tin: r.idNumber }] },
    bank: { bank_code: 'KBANK', account_no: r.bankNo, account_name: `${r.names.th[0]} ${r.names.th[1]}`, ats: true },
  };
  // Each body as a save would store it: parsed by the step's own schema at the business date.
  return Object.fromEntries(OA_STEPS.map((step) => [step, stepBodySchema(step, today).parse(raw[step])])) as Record<
    OaStep,
    unknown
  >;
}

/** One of the sent-back demo applications, as the seed makes it (also used by the e2e to put it back). */
export async function seedReturnedApplication(tx: Db, r: Returned, today: string): Promise<void> {
  const id = await insertSentApplication(tx, {
    customerId: r.customerId,
    kind: 'omnibus',
    sentAt: bangkokInstant(addDays(today, -2), 10, 15),
    idNumber: r.idNumber,
    bodies: bodies(r, today),
  });
  await returnApplication(tx, id, {
    outcome: r.outcome,
    parts: r.parts,
    reason: r.reason,
    officer: 'วรรณา ศรีวงศ์ (ฝ่ายเปิดบัญชี)',
    channel: 'seed',
  });
}

/** The sent-back applications of the customers `include` names (all of them on a fresh seed). */
export async function seedReturnedApplications(tx: Db, today: string, include: (customerId: string) => boolean): Promise<void> {
  for (const r of RETURNED_APPLICATIONS) if (include(r.customerId)) await seedReturnedApplication(tx, r, today);
}
