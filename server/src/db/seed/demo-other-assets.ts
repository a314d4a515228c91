import type { Db } from '../client';
import { customerOtherAssets } from '../schema/other-assets';
import { addDays } from '../../lib/dates';

type SeedOtherAsset = {
  kind: 'deposit' | 'bond' | 'stock' | 'gold' | 'insurance';
  nameTh: string;
  institutionTh: string;
  amount: string;
  reportedDaysAgo: number;
};

/**
 * Holdings outside the distributor's funds of some demo customers (issue 22 item 4): the analyzer's
 * grey slice. investor's amounts carry satang so a sum that drops them shows.
 */
export const DEMO_OTHER_ASSETS: Record<string, SeedOtherAsset[]> = {
  C0003: [
    { kind: 'deposit', nameTh: 'บัญชีออมทรัพย์', institutionTh: 'ธนาคารกสิกรไทย', amount: '350000.25', reportedDaysAgo: 1 },
    { kind: 'bond', nameTh: 'หุ้นกู้ บมจ. ซีพี ออลล์ อายุ 3 ปี', institutionTh: 'บล. กสิกรไทย', amount: '200000.00', reportedDaysAgo: 3 },
    { kind: 'gold', nameTh: 'ทองคำแท่ง 96.5% 5 บาท', institutionTh: 'ออม Gold', amount: '187431.50', reportedDaysAgo: 1 },
  ],
  C0008: [
    {
      kind: 'deposit',
      nameTh: 'บัญชีเงินฝากประจำ 12 เดือน',
      institutionTh: 'ธนาคารไทยพาณิชย์',
      amount: '3000000.00',
      reportedDaysAgo: 2,
    },
    {
      kind: 'insurance',
      nameTh: 'ประกันชีวิตแบบสะสมทรัพย์ 15/8',
      institutionTh: 'เมืองไทยประกันชีวิต',
      amount: '1250000.00',
      reportedDaysAgo: 30,
    },
  ],
};

export async function seedOtherAssets(db: Db, customerId: string, today: string): Promise<void> {
  const rows = DEMO_OTHER_ASSETS[customerId] ?? [];
  if (rows.length === 0) return;
  await db.insert(customerOtherAssets).values(
    rows.map((r) => ({
      customerId,
      kind: r.kind,
      nameTh: r.nameTh,
      institutionTh: r.institutionTh,
      amount: r.amount,
      asOf: addDays(today, -r.reportedDaysAgo),
    })),
  );
}
