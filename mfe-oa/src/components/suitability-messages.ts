/** Thai words of the SEC suitability test and its result, for account opening and its renewal (issue 11, issue 18). */
export const suitabilityText = {
  lead: 'แบบประเมินมาตรฐานของ ก.ล.ต. 10 ข้อ ผลการประเมินใช้กำหนดระดับความเสี่ยงของกองทุนที่คุณลงทุนได้',
  retake: 'คำตอบของคุณเก็บเป็นความลับและไม่แสดงซ้ำ หากต้องการเปลี่ยนผล กรุณาทำแบบประเมินใหม่ทั้ง 10 ข้อด้านล่าง',
  /** The investor's level is 1–5, not the fund risk levels 1–8 (issue 11 review item 7). */
  score: (n: number) => `คะแนน ${n} จาก 40`,
  level: (level: number, name: string) => `ระดับ ${level} จาก 5 (${name})`,
  result: (level: number, name: string) => `ผลประเมินความเสี่ยงของคุณ: ระดับ ${level} จาก 5 (${name})`,
  allows: (text: string) => `ลงทุนได้ใน${text}`,
  riskier: 'กองทุนที่มีความเสี่ยงสูงกว่านี้ ต้องยืนยันว่ารับทราบความเสี่ยงก่อนซื้อทุกครั้ง',
  answered: (n: number) => `ตอบแล้ว ${n} จาก 10 ข้อ`,
} as const;
