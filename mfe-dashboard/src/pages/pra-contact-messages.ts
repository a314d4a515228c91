/** Thai text of the PRA_ERROR contact page (issue 22). */
export const PRA_CONTACT_MESSAGES = {
  title: 'การหักเงินลงทุนสม่ำเสมอไม่สำเร็จ',
  whatFailed: 'เกิดอะไรขึ้น',
  failedFor: (plan: string) => `การหักเงินลงทุนสม่ำเสมอของแผน ${plan} ไม่สำเร็จ`,
  noReason: 'ระบบไม่ได้แจ้งสาเหตุ เจ้าหน้าที่จะตรวจสอบให้',
  reason: 'สาเหตุ',
  notFailing: 'การลงทุนสม่ำเสมอของแผนนี้ไม่มีข้อผิดพลาดแล้ว หากยังมีข้อสงสัยติดต่อเจ้าหน้าที่ได้',
  contactTitle: 'ติดต่อเจ้าหน้าที่',
  backToPlan: (plan: string) => `กลับไปที่แผน ${plan}`,
  loadFailed: 'โหลดข้อมูลแผนไม่สำเร็จ',
} as const;
