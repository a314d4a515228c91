import type { ContactTime } from '@port/shared/contracts/contact-request';

/** Thai text of the call-back request and the distributor's contact details (issue 22). */
export const CONTACT_MESSAGES = {
  callUs: 'โทรหาเจ้าหน้าที่',
  hours: 'เวลาทำการ',
  formTitle: 'ขอให้เจ้าหน้าที่ติดต่อกลับ',
  formIntro: 'ฝากเบอร์โทรศัพท์ไว้ เจ้าหน้าที่จะโทรกลับเพื่อช่วยแก้ไขการหักเงินลงทุนในเวลาทำการ',
  phone: 'เบอร์โทรศัพท์ที่ให้ติดต่อกลับ',
  phoneHint: 'เช่น 081-234-5678',
  time: 'ช่วงเวลาที่สะดวก',
  times: { morning: 'ช่วงเช้า (8:30–12:00 น.)', afternoon: 'ช่วงบ่าย (13:00–17:30 น.)', any: 'เวลาใดก็ได้' } satisfies Record<
    ContactTime,
    string
  >,
  message: 'รายละเอียดเพิ่มเติม (ไม่บังคับ)',
  messageHint: (max: number) => `ไม่เกิน ${max} ตัวอักษร`,
  send: 'ส่งคำขอ',
  failed: 'ส่งคำขอไม่สำเร็จ',
  received: 'ได้รับคำขอของคุณแล้ว',
  receivedDetail: (no: string, phone: string, time: string) => `เลขที่คำขอ ${no} · เจ้าหน้าที่จะโทรกลับที่เบอร์ ${phone} ${time} ในวันทำการ`,
  loadFailed: 'โหลดข้อมูลการติดต่อไม่สำเร็จ',
} as const;
