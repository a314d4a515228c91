import type { DashboardStatus, SegregateAccountStatus } from '../contracts/enums';
import { formatDate } from '../format/date';
import { APPLICATION_ROUTES, ATS_ROUTE, fixRoute } from './fix-routes';

/** Thai messages of the account-status card (spec §4). Every card/segregate/dashboard status. */
export type CardStatus = SegregateAccountStatus | DashboardStatus;
export type CardTone = 'none' | 'info' | 'success' | 'warning' | 'danger';
export interface CardAction {
  label: string;
  href: string;
}
export interface AccountStatusCard {
  tone: CardTone;
  title: string;
  description?: string;
  action?: CardAction;
}
export interface CardContext {
  expiryDates?: { kyc: string | null; suit: string | null; id_card: string | null };
  rejectReason?: string | null;
  maintenanceMessage?: string | null;
  /** The customer's account (oa) status: with an application still open, a fix continues it (fix-routes). */
  oaStatus?: string;
}

// Where each action leads: the one reason → route table of fix-routes, never a query the page ignores.
const OPEN: CardAction = { label: 'เปิดบัญชี', href: APPLICATION_ROUTES.landing };
const CONTINUE: CardAction = { label: 'เปิดบัญชีต่อ', href: APPLICATION_ROUTES.create };
const FIX: CardAction = { label: 'แก้ไขข้อมูล', href: APPLICATION_ROUTES.create };
const ATS: CardAction = { label: 'สมัครหักบัญชีอัตโนมัติ (ATS)', href: ATS_ROUTE };
const ATS_FIX: CardAction = { label: 'แก้ไขบัญชีธนาคารและส่งคำขอใหม่', href: ATS_ROUTE };
const approved = 'ACCOUNT_APPROVED';
const KYC = (c: CardContext): CardAction => ({
  label: 'ทบทวนข้อมูลส่วนตัว (KYC)',
  href: fixRoute('KYC_EXPIRED', c.oaStatus ?? approved),
});
const SUIT = (c: CardContext): CardAction => ({
  label: 'ทำแบบประเมินความเสี่ยง',
  href: fixRoute('SUIT_EXPIRED', c.oaStatus ?? approved),
});
const ID_CARD = (c: CardContext): CardAction => ({
  label: 'อัปเดตบัตรประชาชน',
  href: fixRoute('ID_CARD_EXPIRED', c.oaStatus ?? approved),
});
const PLAN: CardAction = { label: 'สร้างแผนการลงทุน', href: '/plan-select' };
const PORT: CardAction = { label: 'ดูพอร์ตการลงทุน', href: '/dashboard' };

const until = (date: string | null | undefined): string => (date ? `ภายในวันที่ ${formatDate(date)}` : 'ก่อนวันหมดอายุ');

type Build = (ctx: CardContext) => AccountStatusCard;
const fixed =
  (card: AccountStatusCard): Build =>
  () =>
    card;

const MESSAGES: Record<CardStatus, Build> = {
  NO_ACCOUNT: fixed({ tone: 'info', title: 'คุณยังไม่มีบัญชีกองทุน', description: 'เปิดบัญชีออนไลน์เพื่อเริ่มลงทุน', action: OPEN }),
  ACCOUNT_OPENING: fixed({
    tone: 'info',
    title: 'การเปิดบัญชียังไม่เสร็จสมบูรณ์',
    description: 'กรอกข้อมูลต่อให้ครบเพื่อส่งคำขอเปิดบัญชี',
    action: CONTINUE,
  }),
  ACCOUNT_OPENING_MAINTENANCE: (c) => ({
    tone: 'warning',
    title: 'ระบบเปิดบัญชีปิดปรับปรุงชั่วคราว',
    description: c.maintenanceMessage || 'กรุณาลองใหม่ในภายหลัง',
  }),
  ACCOUNT_SUBMITTED: fixed({ tone: 'info', title: 'ส่งคำขอเปิดบัญชีแล้ว', description: 'เจ้าหน้าที่กำลังตรวจสอบข้อมูลของคุณ' }),
  ACCOUNT_REJECTED: (c) => ({
    tone: 'danger',
    title: 'คำขอเปิดบัญชีไม่ผ่านการอนุมัติ',
    description: c.rejectReason ? `เหตุผล: ${c.rejectReason}` : 'กรุณาแก้ไขข้อมูลและส่งคำขออีกครั้ง',
    action: FIX,
  }),
  ACCOUNT_RESUBMITTED: fixed({ tone: 'info', title: 'ส่งข้อมูลแก้ไขแล้ว', description: 'เจ้าหน้าที่กำลังตรวจสอบข้อมูลอีกครั้ง' }),
  ACCOUNT_WAITING_APPROVE: fixed({ tone: 'info', title: 'บัญชีของคุณอยู่ระหว่างรออนุมัติ', description: 'โดยปกติใช้เวลา 1–2 วันทำการ' }),
  ACCOUNT_APPROVED: fixed({
    tone: 'success',
    title: 'บัญชีของคุณได้รับการอนุมัติแล้ว',
    description: 'เริ่มสร้างแผนการลงทุนแรกของคุณได้เลย',
    action: PLAN,
  }),
  ACCOUNT_READY: fixed({ tone: 'success', title: 'บัญชีพร้อมใช้งาน', action: PLAN }),
  ACCOUNT_UPDATING: fixed({ tone: 'info', title: 'กำลังปรับปรุงข้อมูลบัญชี', description: 'ระหว่างนี้อาจยังทำรายการบางอย่างไม่ได้' }),
  // The back office's reason (issue 22 item 1) is what to add or correct; without one, the general words.
  ACCOUNT_LACK_INFO: (c) => ({
    tone: 'warning',
    title: 'ข้อมูลเปิดบัญชียังไม่ครบ',
    description: c.rejectReason ? `สิ่งที่ต้องเพิ่ม: ${c.rejectReason}` : 'กรุณากรอกข้อมูลที่ขาดให้ครบถ้วน',
    action: FIX,
  }),
  ACCOUNT_NEED_INFO: (c) => ({
    tone: 'warning',
    title: 'ต้องการข้อมูลเพิ่มเติม',
    description: c.rejectReason ? `เจ้าหน้าที่ขอ: ${c.rejectReason}` : 'เจ้าหน้าที่ขอข้อมูลเพิ่มเติมเพื่อพิจารณาบัญชีของคุณ',
    action: FIX,
  }),
  ACCOUNT_FREEZE: fixed({ tone: 'danger', title: 'บัญชีของคุณถูกระงับชั่วคราว', description: 'กรุณาติดต่อเจ้าหน้าที่' }),
  ACCOUNT_CLOSE: fixed({
    tone: 'danger',
    title: 'บัญชีของคุณถูกปิดแล้ว',
    description: 'หากต้องการลงทุนอีกครั้ง กรุณาเปิดบัญชีใหม่',
    action: OPEN,
  }),
  ATS_REQUIRED: fixed({
    tone: 'warning',
    title: 'กรุณาสมัครหักบัญชีอัตโนมัติ (ATS)',
    description: 'เพื่อใช้ชำระค่าซื้อกองทุนและการลงทุนรายเดือนจากบัญชีธนาคารของคุณ',
    action: ATS,
  }),
  ATS_SUBMITTED: fixed({
    tone: 'info',
    title: 'ส่งคำขอสมัครหักบัญชีอัตโนมัติ (ATS) แล้ว',
    description: 'ธนาคารกำลังตรวจสอบ ใช้เวลาประมาณ 3–7 วันทำการ',
  }),
  ATS_REJECTED: (c) => ({
    tone: 'danger',
    title: 'การสมัครหักบัญชีอัตโนมัติ (ATS) ไม่สำเร็จ',
    description: c.rejectReason ? `เหตุผล: ${c.rejectReason}` : 'กรุณาตรวจสอบบัญชีธนาคารแล้วสมัครใหม่อีกครั้ง',
    action: ATS_FIX,
  }),
  ATS_CONFIRMED: fixed({ tone: 'success', title: 'สมัคร ATS สำเร็จแล้ว' }),
  ID_CARD_WARNING: (c) => ({
    tone: 'warning',
    title: 'บัตรประชาชนใกล้หมดอายุ',
    description: `กรุณาอัปเดตข้อมูลบัตรประชาชน${until(c.expiryDates?.id_card)}`,
    action: ID_CARD(c),
  }),
  ID_CARD_EXPIRED: (c) => ({
    tone: 'danger',
    title: 'บัตรประชาชนหมดอายุแล้ว',
    description: 'กรุณาอัปเดตข้อมูลบัตรประชาชนเพื่อทำรายการต่อ',
    action: ID_CARD(c),
  }),
  KYC_WARNING: (c) => ({
    tone: 'warning',
    title: 'ข้อมูลส่วนตัว (KYC) ใกล้หมดอายุ',
    description: `กรุณาทบทวนข้อมูล${until(c.expiryDates?.kyc)}`,
    action: KYC(c),
  }),
  KYC_EXPIRED: (c) => ({
    tone: 'danger',
    title: 'ข้อมูลส่วนตัว (KYC) หมดอายุแล้ว',
    description: 'กรุณาทบทวนข้อมูลเพื่อทำรายการซื้อต่อ',
    action: KYC(c),
  }),
  SUIT_WARNING: (c) => ({
    tone: 'warning',
    title: 'แบบประเมินความเสี่ยงใกล้หมดอายุ',
    description: `กรุณาทำแบบประเมินใหม่${until(c.expiryDates?.suit)}`,
    action: SUIT(c),
  }),
  SUIT_EXPIRED: (c) => ({
    tone: 'danger',
    title: 'แบบประเมินความเสี่ยงหมดอายุแล้ว',
    description: 'กรุณาทำแบบประเมินใหม่เพื่อทำรายการซื้อต่อ',
    action: SUIT(c),
  }),
  FIRST_TIME_PENDING_ORDER: fixed({
    tone: 'info',
    title: 'คำสั่งซื้อแรกของคุณอยู่ระหว่างดำเนินการ',
    description: 'พอร์ตจะแสดงหลังรายการสำเร็จ',
    action: PORT,
  }),
  SEGREGATE_WAITING_APPROVE: fixed({ tone: 'info', title: 'บัญชีแยก (Segregate) อยู่ระหว่างรออนุมัติ' }),
  SEGREGATE_READY: fixed({ tone: 'success', title: 'บัญชีแยก (Segregate) พร้อมใช้งาน', action: PLAN }),
  PRA: fixed({ tone: 'info', title: 'คุณมีการลงทุนสม่ำเสมออยู่' }),
  DCA_NEED_ADJUSTMENT: fixed({ tone: 'warning', title: 'รายการลงทุนสม่ำเสมอต้องปรับให้ตรงกับแผน', action: PORT }),
  DCA_NEED_REMOVE: fixed({
    tone: 'warning',
    title: 'มีรายการลงทุนสม่ำเสมอที่ควรยกเลิก',
    description: 'รายการนี้ไม่ตรงกับแผนการลงทุนแล้ว',
    action: PORT,
  }),
  DCA_NEED_SET: fixed({ tone: 'warning', title: 'ยังไม่ได้ตั้งรายการลงทุนสม่ำเสมอ', action: PORT }),
  NONE: fixed({ tone: 'none', title: 'ไม่มีรายการที่ต้องดำเนินการ' }),
  ACCOUNT_MAINTENANCE: (c) => ({
    tone: 'warning',
    title: 'บัญชีปิดปรับปรุงชั่วคราว',
    description: c.maintenanceMessage || 'กรุณาลองใหม่ในภายหลัง',
  }),
  ACCOUNT_ERROR: fixed({ tone: 'danger', title: 'ไม่สามารถแสดงข้อมูลบัญชีได้', description: 'กรุณาลองใหม่ในภายหลัง' }),
  API_ERROR: fixed({ tone: 'danger', title: 'ไม่สามารถโหลดข้อมูลได้', description: 'กรุณาลองใหม่ในภายหลัง' }),
  SUB_ACCOUNT_WAITING_APPROVE: fixed({ tone: 'info', title: 'บัญชีย่อยอยู่ระหว่างรออนุมัติ' }),
  ON_PROCESS: fixed({ tone: 'info', title: 'รายการอยู่ระหว่างดำเนินการ' }),
  PRA_ERROR: fixed({ tone: 'danger', title: 'การลงทุนสม่ำเสมอมีข้อผิดพลาด', description: 'กรุณาติดต่อเจ้าหน้าที่' }),
  PRA_BATCH_ON_PROCESS: fixed({ tone: 'info', title: 'คำสั่งลงทุนสม่ำเสมออยู่ระหว่างดำเนินการ' }),
};

export const accountStatusCard = (status: CardStatus, context: CardContext = {}): AccountStatusCard => MESSAGES[status](context);
