import type { OrderType } from '@port/shared/contracts/enums';

const SIDES: Record<OrderType, string> = { buy: 'ซื้อ', sell: 'ขาย', switch: 'สับเปลี่ยน' };

/** Thai wording of an order line, the same in the fast checkout and the proposal order (spec §9). */
export const orderLineMessages = {
  side: (type: OrderType) => SIDES[type],
  units: (units: string) => `${units} หน่วย`,
  about: (amount: string) => `ประมาณ ${amount} บาท`,
  fundRisk: (level: number) => `ความเสี่ยงระดับ ${level}`,
  riskier: 'สูงกว่าระดับที่คุณยอมรับได้',
};
