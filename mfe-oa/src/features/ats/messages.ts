import { formatDateTime } from '@port/shared/format/date';

/** Thai words of the ATS page of a customer with an account (issue 22 item 1). */
export const atsText = {
  title: 'สมัครหักบัญชีอัตโนมัติ (ATS)',
  backHome: 'กลับหน้าหลัก',
  loading: 'กำลังโหลดข้อมูลบัญชีธนาคารของคุณ',
  loadFailed: 'ไม่สามารถโหลดข้อมูลบัญชีธนาคารของคุณได้',
  lead: 'บัญชีกองทุนของคุณพร้อมใช้งานแล้ว เหลือเพียงสมัครหักบัญชีอัตโนมัติ (ATS) กับธนาคาร เพื่อชำระค่าซื้อกองทุนและการลงทุนรายเดือนจากบัญชีนี้ บัญชีต้องเป็นชื่อของคุณเอง',
  rejectedTitle: 'ธนาคารปฏิเสธคำขอครั้งก่อน',
  reason: (reason: string) => `เหตุผล: ${reason}`,
  sentAccount: 'บัญชีที่ส่งไป:',
  sentAt: (at: string | null) => (at ? ` (ส่งเมื่อ ${formatDateTime(at)})` : ''),
  rejectedLead: 'ตรวจสอบธนาคารและเลขที่บัญชีกับสมุดบัญชีของคุณ แก้ไขแล้วส่งคำขอใหม่',
  mainBank: (bank: string, masked: string) => `บัญชีรับเงินค่าขายคืนที่มีอยู่: ${bank} ${masked}`,
  accountNameHint: (th: string, en: string) => `ต้องตรงกับชื่อ-นามสกุลของคุณ: ${th} หรือ ${en}`,
  consent: 'ข้าพเจ้ายินยอมให้ธนาคารหักเงินจากบัญชีนี้ตามรายการซื้อกองทุนและการลงทุนรายเดือนที่ข้าพเจ้าสั่ง (ATS) จนกว่าจะยกเลิก',
  submit: 'ส่งคำขอสมัคร ATS',
  fixFields: 'กรุณาแก้ไขข้อมูลที่ไม่ถูกต้อง',
  submittedTitle: 'ส่งคำขอสมัครหักบัญชีอัตโนมัติแล้ว',
  submittedLead: 'ธนาคารกำลังตรวจสอบ ใช้เวลาประมาณ 3–7 วันทำการ เราจะแสดงผลที่หน้าหลักของคุณ',
  confirmedTitle: 'สมัครหักบัญชีอัตโนมัติ (ATS) สำเร็จแล้ว',
  confirmedLead: 'การซื้อกองทุนและการลงทุนรายเดือนจะหักเงินจากบัญชีนี้',
  account: 'บัญชี:',
  nothingToDo: 'บัญชีของคุณไม่มีรายการสมัครหักบัญชีอัตโนมัติ (ATS) ที่ต้องดำเนินการ',
  toDashboard: 'ไปที่หน้าหลัก',
} as const;
