import type { OpenAccountReadiness, PlanStatusServer, ProductAccountType } from '@port/shared/contracts/enums';

export const PLAN_LIST_MESSAGES = {
  title: 'แผนการลงทุนของฉัน',
  omnibusTitle: 'แผนการลงทุนบัญชีรวม (Omnibus)',
  segregateTitle: 'แผนการลงทุนบัญชีแยก (Segregate)',
  refresh: 'รีเฟรช',
  refreshing: 'กำลังรีเฟรช',
  loadFailed: 'ไม่สามารถโหลดรายการแผนได้',
  empty: 'ยังไม่มีแผนการลงทุน',
  createPlan: 'สร้างแผนใหม่',
  value: 'มูลค่า',
  profit: 'กำไร/ขาดทุน',
  risk: 'ความเสี่ยง',
  status: 'สถานะ',
  baht: 'บาท',
  openAccountTitle: 'เปิดบัญชีเพิ่มเติม',
  viewAll: 'ดูทั้งหมด',
} as const;

/** Plan status from the server in words (spec §4 "Plan status from the server"). */
export const SERVER_PLAN_STATUS_TEXT: Record<PlanStatusServer, string> = {
  none: 'ปกติ',
  pending: 'มีรายการรอดำเนินการ',
  on_process: 'อยู่ระหว่างดำเนินการ',
  batch_on_process: 'อยู่ระหว่างส่งคำสั่งซื้อขายตามรอบ',
  need_checkup: 'ควรตรวจสุขภาพพอร์ต',
  optional_adjustment: 'แนะนำให้ปรับพอร์ต',
  not_enabled: 'ยังไม่เปิดใช้งาน',
  error: 'เกิดข้อผิดพลาด',
};

export const ACCOUNT_TYPE_TEXT: Record<ProductAccountType, string> = {
  omnibus: 'บัญชีรวม (Omnibus)',
  segregate: 'บัญชีแยก (Segregate)',
  'private-fund': 'กองทุนส่วนบุคคล',
  daingern_invest: 'ได้เงินอินเวสต์',
  siam_validus: 'Siam Validus',
  kkp_savings: 'บัญชีออมทรัพย์ KKP',
};

/** Open-account readiness in words (spec §4); HIDDEN is never shown. */
export const READINESS_TEXT: Record<OpenAccountReadiness, string> = {
  READY: 'เปิดบัญชีได้',
  NOT_READY: 'กำลังตรวจสอบ',
  DISABLED: 'ยังไม่เปิดให้บริการ',
  OPENED: 'เปิดบัญชีแล้ว',
  WAITING_ACCOUNT_APPROVED: 'รอการอนุมัติบัญชี',
  REACH_MAX_LIMIT: 'เปิดบัญชีครบจำนวนแล้ว',
  MAINTENANCE: 'ปิดปรับปรุงชั่วคราว',
  HIDDEN: '',
};
