import { ATS_MESSAGES } from '@port/shared/contracts/ats';

/** Thai refusals of the ATS calls (issue 22 item 1). */
export const atsMessages = {
  notRequired: 'บัญชีของคุณไม่มีรายการสมัครหักบัญชีอัตโนมัติ (ATS) ที่ต้องดำเนินการ',
  alreadySubmitted: 'ส่งคำขอสมัครหักบัญชีอัตโนมัติ (ATS) แล้ว อยู่ระหว่างธนาคารตรวจสอบ กรุณารอผลก่อนส่งใหม่',
  alreadyConfirmed: 'สมัครหักบัญชีอัตโนมัติ (ATS) สำเร็จแล้ว ไม่ต้องส่งคำขออีก',
  accountName: ATS_MESSAGES.accountName,
} as const;
