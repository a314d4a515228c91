/** Thai messages the server answers with (spec §8). One place, so wording stays consistent. */
export const messages = {
  unauthorized: 'กรุณาเข้าสู่ระบบ',
  csrf: 'คำขอไม่ได้รับอนุญาต กรุณาลองใหม่จากหน้าเว็บไซต์',
  validation: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
  invalidJson: 'รูปแบบข้อมูลไม่ถูกต้อง (JSON ไม่ถูกต้อง)',
  bodyTooLarge: 'ข้อมูลที่ส่งมามีขนาดใหญ่เกินกำหนด',
  unsupportedMediaType: 'ไม่รองรับรูปแบบข้อมูลที่ส่งมา',
  notFound: 'ไม่พบข้อมูลที่ต้องการ',
  routeNotFound: 'ไม่พบเส้นทางที่เรียกใช้',
  nonCanonicalPath: 'รูปแบบที่อยู่ของคำขอไม่ถูกต้อง',
  planNotFound: 'ไม่พบข้อมูลแผน',
  orderNotFound: 'ไม่พบรายการคำสั่งซื้อขาย',
  orderAlreadyCancelled: 'รายการนี้ถูกยกเลิกไปแล้ว',
  orderNotCancellable: 'รายการนี้ไม่สามารถยกเลิกได้',
  fundNotFound: 'ไม่พบกองทุนที่ระบุ',
  comboNotFound: 'ไม่พบชุดกองทุนที่ระบุ',
  bankNotFound: 'ไม่พบบัญชีธนาคารที่ระบุ',
  noProposal: 'แผนนี้ไม่มีรายการที่ต้องปรับ',
  idempotencyMismatch: 'รหัสคำขอนี้ถูกใช้กับรายการที่มีข้อมูลต่างกันแล้ว กรุณาเริ่มทำรายการใหม่',
  nothingToSell: 'ไม่มีหน่วยลงทุนคงเหลือให้ขาย',
  taxFundAcknowledgementRequired: 'รายการนี้มีการซื้อกองทุนลดหย่อนภาษี กรุณายืนยันว่ารับทราบเงื่อนไขการถือครองของกองทุนก่อนส่งคำสั่ง',
  praPending: 'แผนนี้มีคำสั่งลงทุนสม่ำเสมอที่รอดำเนินการอยู่ กรุณารอให้คำสั่งเดิมเสร็จก่อน หรือใช้ "ลงทุนเพิ่ม" หากต้องการลงทุนนอกรอบ',
  taxHoldingAcknowledgementRequired:
    'รายการขายนี้มีหน่วยลงทุนลดหย่อนภาษีที่ยังไม่ครบเงื่อนไขการถือครอง กรุณายืนยันว่ารับทราบว่าอาจเสียสิทธิประโยชน์ทางภาษีก่อนส่งคำสั่ง',
  noAccount: 'ยังไม่มีบัญชีสำหรับประเภทนี้',
  conflict: 'กรุณาลองใหม่อีกครั้ง',
  featureOff: 'บริการนี้ยังไม่เปิดให้ใช้ในขณะนี้',
  aaCannotEnable: 'แผนนี้ยังไม่สามารถเปิดการจัดสรรอัตโนมัติได้',
  aaJobRunning: 'ระบบกำลังปรับพอร์ต กรุณารอสักครู่',
  aaJobFailed: 'เปิดการปรับพอร์ตอัตโนมัติไม่สำเร็จ เพราะแผนนี้ไม่มีพอร์ตต้นแบบให้ปรับตาม กรุณาติดต่อเจ้าหน้าที่',
  aaDisclaimerRequired: 'กรุณาอ่านและยอมรับข้อตกลงการใช้บริการก่อนเปิดการปรับพอร์ตอัตโนมัติ',
  dbConflict: 'ข้อมูลนี้มีการบันทึกไปแล้ว กรุณาตรวจสอบและลองใหม่อีกครั้ง',
  dbBusy: 'ระบบกำลังทำงานหนัก กรุณาลองใหม่อีกครั้งในอีกสักครู่',
  dbUnavailable: 'ระบบฐานข้อมูลไม่พร้อมใช้งาน กรุณาลองใหม่ภายหลัง',
  maintenance: 'ระบบอยู่ระหว่างการปรับปรุง กรุณาลองใหม่ภายหลัง',
  overCapacity: 'ขณะนี้มีผู้ใช้งานจำนวนมาก กรุณาลองใหม่อีกครั้ง',
  upstreamFailed: 'ไม่สามารถเชื่อมต่อระบบปลายทางได้ กรุณาลองใหม่ภายหลัง',
  internal: 'เกิดข้อผิดพลาด',
} as const;

/** The minimum-amount error, naming the minimum like '2,500.00 บาท' (spec §7, §9 number format). */
export const noDeductionMessage = (fundCode: string, buddhistYear: number): string =>
  `กองทุน ${fundCode} ไม่ได้สิทธิลดหย่อนภาษีสำหรับการซื้อปี ${buddhistYear} จึงไม่ขายผ่านการซื้อกองทุนลดหย่อนภาษี`;
export const belowMinimumMessage = (formattedAmount: string): string => `จำนวนเงินลงทุนขั้นต่ำคือ ${formattedAmount} บาท`;
export const belowMonthlyMinimumMessage = (formattedAmount: string): string =>
  `เงินลงทุนรายเดือนขั้นต่ำของแผนนี้คือ ${formattedAmount} บาท (หรือไม่ลงทุนรายเดือน)`;

/** A cancel after the order's cut-off (issue 8), naming the cut-off like '18 พ.ย. 2569 15.30 น.'. */
export const cutoffPassedMessage = (formattedCutoff: string): string =>
  `ไม่สามารถยกเลิกรายการได้ เนื่องจากเลยเวลาตัดรอบ (${formattedCutoff}) แล้ว`;
