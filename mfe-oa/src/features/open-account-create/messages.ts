import type { OaStep } from '@port/shared/contracts/oa-steps';

export const openAccountCreateMessages = {
  title: 'สมัครเปิดบัญชี',
  backToLanding: 'กลับไปหน้าเปิดบัญชี',
  detail: 'กรอกข้อมูลเพื่อสมัครเปิดบัญชีกองทุนรวม',
  loading: 'กำลังโหลดใบสมัครของคุณ',
  loadError: 'โหลดใบสมัครไม่สำเร็จ',
  stepOf: (n: number, total: number) => `ขั้นตอนที่ ${n} จาก ${total}`,
  stepShort: (n: number, total: number, name: string) => `ขั้นที่ ${n}/${total} · ${name}`,
  saveNext: 'บันทึกและไปต่อ',
  continue: 'ไปขั้นตอนถัดไป',
  back: 'ย้อนกลับ',
  saved: 'บันทึกแล้ว',
  fixFields: 'กรุณาแก้ไขช่องที่มีข้อความแจ้งไว้ด้านบนก่อนไปต่อ',
  yes: 'ใช่',
  no: 'ไม่ใช่',
  choose: 'เลือก',
} as const;

export const STEP_TITLE: Record<OaStep | 'review', string> = {
  identity: 'ข้อมูลส่วนตัวและการติดต่อ',
  work: 'อาชีพและแหล่งที่มาของเงิน',
  suitability: 'แบบประเมินความเหมาะสมในการลงทุน',
  tax: 'การแสดงสถานะทางภาษี (FATCA และ CRS)',
  bank: 'บัญชีธนาคารและหักบัญชีอัตโนมัติ (ATS)',
  review: 'ตรวจสอบและยืนยัน',
};

/** Short step names for the phone's step line ("ขั้นที่ 3/6 · แบบประเมินความเสี่ยง"). */
export const STEP_SHORT: Record<OaStep | 'review', string> = {
  identity: 'ข้อมูลส่วนตัว',
  work: 'อาชีพและรายได้',
  suitability: 'แบบประเมินความเสี่ยง',
  tax: 'สถานะทางภาษี',
  bank: 'บัญชีธนาคาร',
  review: 'ตรวจสอบและยืนยัน',
};

export const identityText = {
  firstNameTh: 'ชื่อ (ภาษาไทย)',
  lastNameTh: 'นามสกุล (ภาษาไทย)',
  firstNameEn: 'ชื่อ (ภาษาอังกฤษ)',
  lastNameEn: 'นามสกุล (ภาษาอังกฤษ)',
  birthDate: 'วันเกิด',
  idNumber: 'เลขประจำตัวประชาชน 13 หลัก',
  idCardExpiry: 'วันบัตรประชาชนหมดอายุ',
  mobile: 'เบอร์โทรศัพท์มือถือ',
  email: 'อีเมล',
  address: 'ที่อยู่ปัจจุบัน',
  province: 'จังหวัด',
  postcode: 'รหัสไปรษณีย์',
  idSaved: (masked: string) => `บันทึกไว้แล้ว: ${masked} เว้นว่างไว้เพื่อใช้เลขเดิม หรือกรอกเลขใหม่เพื่อแก้ไข`,
  lifetime: 'บัตรตลอดชีพ (ไม่มีวันหมดอายุ สำหรับผู้มีอายุ 70 ปีขึ้นไป)',
  lifetimeShown: 'ตลอดชีพ',
} as const;

/** The Thai date field: day, Thai month, Buddhist-era year, and what is wrong with them. */
export const workText = {
  occupation: 'อาชีพ',
  incomeRange: 'รายได้ต่อเดือน',
  fundSources: 'แหล่งที่มาของเงินลงทุน (เลือกได้หลายข้อ)',
  incomeCountry: 'ประเทศของแหล่งรายได้',
  pep: 'คุณเป็นบุคคลที่มีสถานภาพทางการเมือง (PEP) หรือเป็นสมาชิกในครอบครัวหรือผู้ใกล้ชิดของบุคคลดังกล่าวหรือไม่',
} as const;

export const taxText = {
  usPerson: 'คุณเป็นพลเมืองหรือผู้มีถิ่นที่อยู่ทางภาษีในสหรัฐอเมริกา (US Person) หรือไม่',
  residences: 'ประเทศที่คุณมีถิ่นที่อยู่ทางภาษี',
  /** Each residence's labels are distinct: the first plain, later ones name their number. */
  country: (n: number) => `ประเทศที่ ${n}`,
  tin: (n: number) => (n === 1 ? 'เลขประจำตัวผู้เสียภาษี' : `เลขประจำตัวผู้เสียภาษี (ประเทศที่ ${n})`),
  noTinReason: (n: number) => (n === 1 ? 'เหตุผลที่ไม่มีเลขประจำตัวผู้เสียภาษี' : `เหตุผลที่ไม่มีเลขประจำตัวผู้เสียภาษี (ประเทศที่ ${n})`),
  thaiTinDefault: (masked: string) => `คนไทยใช้เลขประจำตัวประชาชนเป็นเลขผู้เสียภาษี เว้นว่างไว้เพื่อใช้เลข ${masked} จากขั้นที่ 1`,
  addCountry: 'เพิ่มประเทศ',
  removeCountry: (n: number) => `ลบประเทศที่ ${n}`,
  savedTin: (masked: string) => `บันทึกไว้แล้ว: ${masked} (กรอกอีกครั้งเพื่อยืนยัน)`,
  usTin: 'เลขประจำตัวผู้เสียภาษีสหรัฐอเมริกา (SSN หรือ ITIN 9 หลัก)',
  usTinHint: 'เช่น 123-45-6789 ใช้กับถิ่นที่อยู่ทางภาษีสหรัฐอเมริกาด้านล่างด้วย',
  usTinSaved: (masked: string) => `บันทึกไว้แล้ว: ${masked} (กรอกอีกครั้งเพื่อยืนยัน)`,
  usTinDefault: 'เว้นว่างไว้เพื่อใช้เลข SSN หรือ ITIN ที่กรอกไว้ด้านบน',
  w9Legend: 'แบบ W-9 (สำหรับบุคคลอเมริกัน)',
  w9Consent:
    'ข้าพเจ้ารับรองว่าเลขประจำตัวผู้เสียภาษีสหรัฐอเมริกาข้างต้นถูกต้องตามแบบ W-9 และยินยอมให้บริษัทรายงานข้อมูลบัญชีต่อกรมสรรพากรสหรัฐอเมริกา (IRS) ตามข้อตกลง FATCA',
} as const;

/** The bank step's own words; the fields' labels are components/bank-messages (shared with the ATS page). */
export const bankText = {
  accountNameHint: 'ต้องตรงกับชื่อ-นามสกุลที่กรอกในขั้นที่ 1 (ภาษาไทยหรืออังกฤษ)',
  ats: 'สมัครหักบัญชีอัตโนมัติ (ATS) สำหรับการลงทุนรายเดือน',
} as const;

export const reviewText = {
  lead: 'ตรวจสอบข้อมูลของคุณก่อนส่งใบสมัคร',
  edit: 'แก้ไข',
  consent: 'ข้าพเจ้ายืนยันว่าข้อมูลข้างต้นถูกต้อง และยอมรับข้อตกลงการเปิดบัญชีกองทุนรวมและนโยบายความเป็นส่วนตัว',
  submit: 'ส่งใบสมัคร',
  submittedTitle: 'ส่งใบสมัครแล้ว',
  submittedLead: 'เจ้าหน้าที่จะตรวจสอบข้อมูลและแจ้งผลทางอีเมลภายใน 1–2 วันทำการ',
  approvedTitle: 'เปิดบัญชีเรียบร้อยแล้ว',
  approvedLead: 'บัญชีของคุณได้รับการอนุมัติแล้ว เริ่มสร้างแผนและลงทุนได้ทันที',
  toLanding: 'ดูสถานะใบสมัคร',
  toDashboard: 'ไปที่พอร์ตของฉัน',
  successToast: 'ส่งใบสมัครเปิดบัญชีแล้ว',
  name: 'ชื่อ-นามสกุล',
  nameEn: 'ชื่อ-นามสกุล (ภาษาอังกฤษ)',
  idNumber: 'เลขประจำตัวประชาชน',
  birthDate: 'วันเกิด',
  idCardExpiry: 'วันบัตรประชาชนหมดอายุ',
  mobile: 'เบอร์โทรศัพท์มือถือ',
  email: 'อีเมล',
  address: 'ที่อยู่ปัจจุบัน',
  occupation: 'อาชีพ',
  income: 'รายได้ต่อเดือน',
  sources: 'แหล่งที่มาของเงินลงทุน',
  incomeCountry: 'ประเทศของแหล่งรายได้',
  pep: 'บุคคลที่มีสถานภาพทางการเมือง (PEP)',
  risk: 'ผลประเมินความเสี่ยงของคุณ',
  allows: 'กองทุนที่ลงทุนได้',
  usPerson: 'US Person (FATCA)',
  usTin: 'เลขประจำตัวผู้เสียภาษีสหรัฐอเมริกา',
  w9: 'แบบ W-9',
  w9Given: 'รับรองและยินยอมแล้ว',
  w9Missing: 'ยังไม่ได้รับรอง',
  residence: (n: number) => `ถิ่นที่อยู่ทางภาษี ${n}`,
  tin: (masked: string) => `เลขประจำตัวผู้เสียภาษี ${masked}`,
  noTin: (reason: string) => `ไม่มีเลขประจำตัวผู้เสียภาษี: ${reason}`,
  bank: 'ธนาคาร',
  accountNo: 'เลขที่บัญชี',
  accountName: 'ชื่อบัญชี',
  ats: 'หักบัญชีอัตโนมัติ (ATS)',
  atsOn: 'สมัคร',
  atsOff: 'ไม่สมัคร',
  editStep: (title: string) => `แก้ไข ${title}`,
} as const;
