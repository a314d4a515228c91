import type { CheckoutMode } from '@port/shared/contracts/checkout-panel';

const MODE_TITLES: Record<CheckoutMode, string> = {
  initial: 'ลงทุนครั้งแรก',
  topup: 'ลงทุนเพิ่ม',
  rebalance: 'ปรับพอร์ต',
  redeem: 'ขายคืน',
  pra: 'ลงทุนสม่ำเสมอ',
  'tsf-combo': 'ซื้อกองทุนลดหย่อนภาษี',
};

export const fastCheckoutMessages = {
  title: (mode: CheckoutMode) => MODE_TITLES[mode],
  pending: 'การส่งคำสั่งซื้อแบบชำระเงินด่วนอยู่ระหว่างการพัฒนา และจะเปิดให้ใช้งานในรุ่นถัดไป',
} as const;
