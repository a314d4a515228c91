import type {
  AdjustmentStatus,
  AutoAllocationState,
  DcaStatus,
  OrderTypeMarker,
  OpenAccountReadiness,
  PartnerStatus,
  PlanStatusClient,
  PlanStatusServer,
  PraStatus,
} from '../contracts/enums';

/** Thai text for the plan-level enumerations of spec §4. */

export const PLAN_STATUS_CLIENT_TEXT: Record<PlanStatusClient, string> = {
  none: 'ปกติ',
  'on-process': 'อยู่ระหว่างดำเนินการ',
  'batch-on-process': 'คำสั่งชุดอยู่ระหว่างดำเนินการ',
  'need-adjustment': 'ต้องปรับพอร์ต',
  'invalid-min-redemption': 'จำนวนขายคืนต่ำกว่าขั้นต่ำ',
  'need-topup-min-invest': 'ต้องลงทุนเพิ่มให้ถึงขั้นต่ำ',
  'need-topup': 'ต้องลงทุนเพิ่ม',
  'need-checkup': 'ควรตรวจสุขภาพพอร์ต',
  error: 'เกิดข้อผิดพลาด',
  'is-aa': 'ปรับพอร์ตอัตโนมัติ',
};

export const PLAN_STATUS_SERVER_TEXT: Record<PlanStatusServer, string> = {
  error: 'เกิดข้อผิดพลาด',
  not_enabled: 'ยังไม่เปิดใช้งาน',
  on_process: 'อยู่ระหว่างดำเนินการ',
  batch_on_process: 'คำสั่งชุดอยู่ระหว่างดำเนินการ',
  pending: 'รอดำเนินการ',
  need_checkup: 'ควรตรวจสุขภาพพอร์ต',
  none: 'ปกติ',
  optional_adjustment: 'แนะนำให้ปรับพอร์ต',
};

export const ADJUSTMENT_TEXT: Record<AdjustmentStatus, string> = {
  none: 'ไม่ต้องปรับพอร์ต',
  'need-adjustment': 'ต้องปรับพอร์ต',
  'optional-adjustment': 'แนะนำให้ปรับพอร์ต',
  'need-checkup': 'ควรตรวจสุขภาพพอร์ต',
};

export const PRA_STATUS_TEXT: Record<PraStatus, string> = {
  PRA: 'ลงทุนสม่ำเสมออยู่',
  ON_PROCESS: 'อยู่ระหว่างดำเนินการ',
  DCA_NEED_ADJUSTMENT: 'ต้องปรับรายการลงทุนสม่ำเสมอให้ตรงกับแผน',
  DCA_NEED_REMOVE: 'มีรายการลงทุนสม่ำเสมอที่ควรยกเลิก',
  DCA_NEED_SET: 'ยังไม่ได้ตั้งรายการลงทุนสม่ำเสมอ',
  PRA_ERROR: 'การลงทุนสม่ำเสมอมีข้อผิดพลาด',
  PRA_BATCH_ON_PROCESS: 'คำสั่งลงทุนสม่ำเสมออยู่ระหว่างดำเนินการ',
  NONE: 'ยังไม่ได้ลงทุนสม่ำเสมอ',
};

export const DCA_STATUS_TEXT: Record<DcaStatus, string> = {
  none: 'ไม่มีรายการลงทุนสม่ำเสมอ',
  'need-adjustment': 'ต้องปรับรายการลงทุนสม่ำเสมอ',
  'need-set': 'ต้องตั้งรายการลงทุนสม่ำเสมอ',
  'need-remove': 'ต้องยกเลิกรายการลงทุนสม่ำเสมอ',
  match: 'รายการลงทุนสม่ำเสมอตรงกับแผน',
};

export const AA_STATE_TEXT: Record<AutoAllocationState, string> = {
  enabled: 'เปิดใช้งานการปรับพอร์ตอัตโนมัติ',
  paused: 'พักการปรับพอร์ตอัตโนมัติ',
  not_enabled: 'ยังไม่เปิดใช้งานการปรับพอร์ตอัตโนมัติ',
};

export const OPEN_ACCOUNT_READINESS_TEXT: Record<OpenAccountReadiness, string> = {
  READY: 'เปิดบัญชีได้',
  NOT_READY: 'ยังเปิดบัญชีไม่ได้',
  DISABLED: 'ปิดให้บริการเปิดบัญชี',
  OPENED: 'เปิดบัญชีแล้ว',
  WAITING_ACCOUNT_APPROVED: 'รอการอนุมัติบัญชี',
  REACH_MAX_LIMIT: 'เปิดบัญชีครบจำนวนสูงสุดแล้ว',
  MAINTENANCE: 'ระบบเปิดบัญชีปิดปรับปรุงชั่วคราว',
  HIDDEN: '',
};

export const PARTNER_STATUS_TEXT: Record<PartnerStatus, string> = {
  PARTNER_ERROR: 'ไม่สามารถเชื่อมต่อระบบของพาร์ทเนอร์ได้',
  PARTNER_MAINTENANCE: 'ระบบของพาร์ทเนอร์ปิดปรับปรุงชั่วคราว',
  PARTNER_READY: 'พร้อมใช้งาน',
};

/** What placed an order, by its §4 order-type marker (the order's `source`); a plain web order has none. */
export const ORDER_MARKER_TEXT: Record<OrderTypeMarker, string> = {
  PROPOSAL_ORDER: 'คำสั่งตามคำแนะนำปรับพอร์ต',
  AA_ENABLED: 'คำสั่งจากการปรับพอร์ตอัตโนมัติ',
  AA_PAUSED: 'คำสั่งจากการปรับพอร์ตอัตโนมัติ (พักการปรับพอร์ตแล้ว)',
};

/** The marker's Thai text for an order's `source`, or null for any other channel ('port-web', …). */
export const orderMarkerText = (source: string): string | null =>
  Object.prototype.hasOwnProperty.call(ORDER_MARKER_TEXT, source) ? ORDER_MARKER_TEXT[source as OrderTypeMarker] : null;
