export const PAGE_MESSAGES = {
  dashboardTitle: 'ภาพรวมการลงทุน',
  analyzerLink: 'วิเคราะห์พอร์ตการลงทุน',
  omnibusLink: 'แผนบัญชีรวม',
  segregateLink: 'แผนบัญชีแยก',
  notFoundTitle: 'หน้านี้หายไปแล้ว',
  notFoundText: 'This page could not be found',
  backHome: 'กลับหน้าหลัก',
} as const;
