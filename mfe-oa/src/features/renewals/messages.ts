import { formatDate } from '@port/shared/format/date';

/** Thai words of the renewal flows (issue 18). */
export const renewalText = {
  backHome: 'กลับหน้าหลัก',
  loading: 'กำลังโหลดข้อมูลของคุณ',
  loadFailed: 'ไม่สามารถโหลดข้อมูลของคุณได้',
  suitabilityTitle: 'ทำแบบประเมินความเสี่ยงใหม่',
  suitabilityLead:
    'แบบประเมินมาตรฐานของ ก.ล.ต. 10 ข้อ ชุดเดียวกับตอนเปิดบัญชี ผลประเมินกำหนดระดับความเสี่ยงของกองทุนที่คุณซื้อได้ และต้องทบทวนอย่างน้อยทุก 2 ปี',
  current: (level: number, name: string) => `ผลประเมินปัจจุบัน: ระดับ ${level} จาก 5 (${name})`,
  noCurrent: 'คุณยังไม่มีผลประเมินความเสี่ยง',
  expired: (date: string) => `หมดอายุแล้วเมื่อ ${formatDate(date)}`,
  expires: (date: string) => `ใช้ได้ถึง ${formatDate(date)}`,
  seeResult: 'ดูผลประเมิน',
  incomplete: 'กรุณาตอบแบบประเมินให้ครบทุกข้อ',
  previewTitle: 'ตรวจสอบผลประเมินก่อนบันทึก',
  newExpiry: (date: string) => `เมื่อบันทึก ผลประเมินนี้ใช้ได้ถึง ${formatDate(date)}`,
  editAnswers: 'แก้ไขคำตอบ',
  confirm: 'ยืนยันและบันทึกผลประเมิน',
  savedTitle: 'บันทึกผลประเมินความเสี่ยงแล้ว',
  savedExpiry: (date: string) => `ผลประเมินใช้ได้ถึง ${formatDate(date)} คุณซื้อกองทุนได้ตามระดับนี้ทันที`,
  toDashboard: 'ไปที่หน้าหลักและแผนการลงทุน',
  applicationOpen: 'คุณยังเปิดบัญชีไม่เสร็จ ผลประเมินความเสี่ยงเป็นส่วนหนึ่งของการเปิดบัญชี',
  toApplication: 'ไปที่การเปิดบัญชีของคุณ',
  idCardTitle: 'อัปเดตบัตรประชาชน',
  idCardLead: 'กรอกวันหมดอายุตามที่พิมพ์บนบัตรประชาชนใบใหม่ของคุณ',
  idCardCurrent: (date: string | null, lifetime: boolean) =>
    lifetime ? 'บัตรที่บันทึกไว้: ตลอดชีพ' : date ? `บัตรที่บันทึกไว้หมดอายุ ${formatDate(date)}` : 'ยังไม่มีข้อมูลบัตรประชาชน',
  idCardExpiry: 'วันบัตรประชาชนหมดอายุ (ใบใหม่)',
  lifetime: 'บัตรตลอดชีพ (ไม่มีวันหมดอายุ สำหรับผู้มีอายุ 70 ปีขึ้นไป)',
  save: 'บันทึกข้อมูลบัตร',
  idCardSaved: (date: string | null) =>
    date ? `บันทึกแล้ว บัตรประชาชนของคุณใช้ได้ถึง ${formatDate(date)}` : 'บันทึกแล้ว บัตรประชาชนของคุณเป็นบัตรตลอดชีพ',
} as const;
