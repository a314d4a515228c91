import { orderLineMessages } from '../../components/order-line-messages';
import type { ProposalAccountType } from './model/proposal-order-params';

const ACCOUNT_NAMES: Record<ProposalAccountType, string> = {
  omnibus: 'บัญชีรวม',
  segregate: 'บัญชีแยก',
};

export const proposalOrderMessages = {
  title: 'คำสั่งซื้อขายตามคำแนะนำ',
  detail: (accountType: ProposalAccountType, planSlot: number) => `แผนที่ ${planSlot} ใน${ACCOUNT_NAMES[accountType]}`,
  loading: 'กำลังโหลดรายการปรับพอร์ต',
  loadFailed: 'ไม่สามารถโหลดรายการปรับพอร์ตได้',
  none: 'แผนนี้ไม่มีรายการปรับพอร์ตที่แนะนำในขณะนี้',
  backToPlan: 'กลับไปที่แผน',
  ...orderLineMessages,
  totalBuy: 'ยอดซื้อรวม',
  confirm: 'ยืนยันคำสั่งตามคำแนะนำ',
  discard: 'ไม่รับคำแนะนำนี้',
  discardTitle: 'ไม่รับรายการปรับพอร์ตนี้?',
  discardDescription: 'รายการนี้จะไม่แสดงอีกจนกว่าพอร์ตจะต้องปรับอีกครั้ง',
  discarded: 'ยกเลิกรายการปรับพอร์ตที่แนะนำแล้ว',
  placed: 'ส่งคำสั่งตามคำแนะนำเรียบร้อยแล้ว',
  orderNo: (no: string) => `เลขที่คำสั่ง ${no}`,
  taxFundAcknowledgeRequired: 'กรุณายืนยันว่ารับทราบเงื่อนไขของกองทุนลดหย่อนภาษีก่อนส่งคำสั่ง',
  heldBackTitle: 'รายการที่ไม่รวมในคำแนะนำ',
  heldBackIntro: 'แผนต้นแบบมีรายการเหล่านี้ แต่เราไม่แนะนำให้ทำตอนนี้เพื่อรักษาสิทธิประโยชน์ทางภาษีของคุณ',
  heldBack: {
    'holding-period': (date: string) => `ยังไม่ขาย: ยังไม่ครบระยะถือครองตามเงื่อนไขสิทธิลดหย่อนภาษี ขายได้ตั้งแต่ ${date}`,
    'rmf-age': (date: string) => `ยังไม่ขาย: RMF ขายได้เมื่อถือครบ 5 ปีในวันที่ ${date} และต้องมีอายุครบ 55 ปีบริบูรณ์`,
    'purchase-unknown': 'ยังไม่ขาย: ไม่พบวันที่ซื้อ จึงตรวจสอบเงื่อนไขการถือครองไม่ได้',
    'no-deduction': (taxType: string, year: string) => `ไม่ซื้อ: ${taxType} ที่ซื้อในปี ${year} ไม่ได้สิทธิลดหย่อนภาษี`,
  },
} as const;
