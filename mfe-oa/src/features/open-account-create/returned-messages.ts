import type { OaReturnedStatus } from '@port/shared/contracts/oa';

/** The application the back office sent back (issue 22 item 1; spec §4 ACCOUNT_REJECTED / NEED_INFO / LACK_INFO). */
export const returnedText = {
  title: {
    rejected: 'ใบสมัครไม่ผ่านการอนุมัติ',
    need_info: 'เจ้าหน้าที่ขอข้อมูลเพิ่มเติม',
    lack_info: 'ข้อมูลในใบสมัครยังไม่ครบ',
  } satisfies Record<OaReturnedStatus, string>,
  reason: 'เหตุผลจากเจ้าหน้าที่',
  returnedAt: (when: string) => `แจ้งเมื่อ ${when}`,
  asked: 'แก้ไขเฉพาะส่วนนี้ แล้วส่งใบสมัครอีกครั้ง',
  rest: 'ส่วนอื่นของใบสมัครใช้ข้อมูลเดิมที่ส่งไว้ และแก้ไขไม่ได้',
  lead: 'ตรวจสอบข้อมูลที่แก้ไขแล้วส่งใบสมัครอีกครั้ง ส่วนที่ไม่มีปุ่มแก้ไขใช้ข้อมูลเดิมที่ส่งไว้',
  resubmit: 'ส่งใบสมัครอีกครั้ง',
  resubmittedTitle: 'ส่งข้อมูลที่แก้ไขแล้ว',
  resubmittedLead: 'เจ้าหน้าที่จะตรวจสอบข้อมูลที่แก้ไขอีกครั้ง และแจ้งผลทางอีเมลภายใน 1–2 วันทำการ',
  locked: 'ใช้ข้อมูลเดิม',
} as const;
