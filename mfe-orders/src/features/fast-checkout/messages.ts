export const fastCheckoutMessages = {
  title: 'ชำระเงินด่วน',
  pending: 'การส่งคำสั่งซื้อแบบชำระเงินด่วนอยู่ระหว่างการพัฒนา และจะเปิดให้ใช้งานในรุ่นถัดไป',
} as const;
