export const PAGE_MESSAGES = {
  dashboardTitle: 'ภาพรวมการลงทุน',
  analyzerLink: 'วิเคราะห์พอร์ตการลงทุน',
  omnibusLink: 'แผนบัญชีรวม',
  segregateLink: 'แผนบัญชีแยก',
  unitholderLink: 'บัญชีผู้ถือหน่วย',
  notFoundTitle: 'หน้านี้หายไปแล้ว',
  notFoundText: 'This page could not be found',
  backHome: 'กลับหน้าหลัก',
  /** The plan page's order buttons (issue 8), opening the orders remote's CheckoutPanel. */
  orderActions: {
    title: 'ส่งคำสั่งซื้อขาย',
    topup: 'ลงทุนเพิ่ม',
    redeem: 'ขาย',
    rebalance: 'ปรับพอร์ต',
    pra: 'ลงทุนสม่ำเสมอ',
    buyBlocked: (reason: string) => `ยังซื้อเพิ่มไม่ได้: ${reason}`,
  },
  /** Before the fixes of a plan that misses its goal when buying is stopped (suitability expired). */
  afterRenewal: 'หลังทำแบบประเมินใหม่',
  afterFix: 'หลังแก้ไขสถานะบัญชี',
  /** Names of page sections, used in each section's own failure message. */
  sections: {
    modelPortfolio: 'พอร์ตต้นแบบ',
    accountStatus: 'สถานะบัญชี',
    assetSummary: 'สรุปทรัพย์สิน',
    plans: 'แผนการลงทุน',
    proportion: 'สัดส่วนการลงทุน',
    advisor: 'ผู้แนะนำการลงทุน',
    articles: 'บทความแนะนำ',
    pendingOrders: 'รายการรอดำเนินการ',
    wealthPath: 'เส้นทางความมั่งคั่ง',
    dca: 'ลงทุนสม่ำเสมอ (DCA)',
    pra: 'การลงทุนสม่ำเสมอ',
  },
} as const;
