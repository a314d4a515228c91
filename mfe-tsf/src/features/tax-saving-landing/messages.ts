export const taxSavingLandingMessages = {
  title: 'กองทุนลดหย่อนภาษี',
  detail: 'ข้อมูลกองทุน SSF, RMF, ThaiESG และ ThaiESGX พร้อมยอดซื้อสะสมรายปีของคุณ',
} as const;
