import type { OpenAccountReadiness } from '@port/shared/contracts/enums';
import type { OaStep } from '@port/shared/contracts/oa-steps';

/** Thai refusals of the open-account calls (issue 11). */
export const oaMessages = {
  alreadyOpened: 'ท่านมีบัญชีประเภทนี้แล้ว ไม่สามารถเปิดบัญชีซ้ำได้',
  alreadySubmitted: 'ท่านส่งใบสมัครเปิดบัญชีนี้แล้ว อยู่ระหว่างการพิจารณา',
  identityFirst: 'กรุณากรอกข้อมูลส่วนตัวให้เรียบร้อยก่อน',
  incomplete: 'กรุณากรอกข้อมูลให้ครบทุกขั้นตอนก่อนส่งใบสมัคร',
  accountName: 'ชื่อบัญชีต้องตรงกับชื่อ-นามสกุลของผู้เปิดบัญชี',
  duplicateId: 'เลขประจำตัวประชาชนนี้ใช้สมัครเปิดบัญชีกับผู้ใช้อื่นแล้ว หากเป็นเลขของท่าน กรุณาติดต่อเจ้าหน้าที่',
  idChanged: 'เลขประจำตัวประชาชนต้องตรงกับที่ใช้ในใบสมัครที่ส่งไปแล้ว',
  partNotAsked: (asked: string[]) => `เจ้าหน้าที่ขอให้แก้ไขเฉพาะ${asked.join(' และ ')} ส่วนอื่นของใบสมัครแก้ไขไม่ได้`,
  unchanged: (parts: string[], reason: string) => `ยังไม่ได้แก้ไข${parts.join(' และ ')}ตามที่เจ้าหน้าที่ขอ: ${reason}`,
};

/** The steps by the names the application shows (mfe-oa's short step names), for the refusals above. */
export const STEP_NAME: Record<OaStep, string> = {
  identity: 'ข้อมูลส่วนตัว',
  work: 'อาชีพและรายได้',
  suitability: 'แบบประเมินความเสี่ยง',
  tax: 'สถานะทางภาษี',
  bank: 'บัญชีธนาคาร',
};

/** Why an account kind cannot be opened now, by its can_oa readiness (spec §4). */
export const notReadyMessage: Record<Exclude<OpenAccountReadiness, 'READY'>, string> = {
  OPENED: oaMessages.alreadyOpened,
  WAITING_ACCOUNT_APPROVED: oaMessages.alreadySubmitted,
  REACH_MAX_LIMIT: 'จำนวนบัญชีของท่านครบตามที่กำหนดแล้ว',
  MAINTENANCE: 'ระบบเปิดบัญชีประเภทนี้อยู่ระหว่างปรับปรุง กรุณาลองใหม่ภายหลัง',
  DISABLED: 'ยังไม่เปิดให้สมัครบัญชีประเภทนี้',
  HIDDEN: 'ยังไม่เปิดให้สมัครบัญชีประเภทนี้',
  NOT_READY: 'ยังไม่เปิดให้สมัครบัญชีประเภทนี้',
};
