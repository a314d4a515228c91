export const taxSavingLandingMessages = {
  title: 'กองทุนลดหย่อนภาษี',
  detail: 'SSF, RMF, ThaiESG และ ThaiESGX: ซื้อไปแล้วเท่าไร ยังลดหย่อนได้อีกเท่าไร และกองทุนที่แนะนำ',
  totalsTitle: 'ยอดซื้อกองทุนลดหย่อนภาษีของคุณ',
  roomTitle: 'สิทธิลดหย่อนที่เหลือปีนี้',
  recommendationsTitle: 'กองทุนแนะนำ',
  sellDatesTitle: 'ขายได้เมื่อไรโดยไม่เสียสิทธิ',
  sellDatesSignIn: 'เข้าสู่ระบบเพื่อดูวันที่ขายกองทุนที่คุณถือได้',
} as const;
