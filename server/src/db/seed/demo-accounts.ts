/**
 * Demo sign-ins of the embedded identity provider (one per state of spec §4). Demo only:
 * the passwords are public and printed in the README. The descriptions are shown on the sign-in
 * page: Thai words a customer reads, never internal status codes (issue 13 review item 4).
 */
export type DemoAccount = {
  username: string;
  password: string;
  subject: string;
  customerId: string;
  displayNameTh: string;
  description: string;
};

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'new',
    password: DEMO_PASSWORD,
    subject: 'sub-c0001',
    customerId: 'C0001',
    displayNameTh: 'สมชาย ใจดี',
    description: 'ลูกค้าใหม่ ยังไม่มีบัญชีกองทุน',
  },
  {
    username: 'opening',
    password: DEMO_PASSWORD,
    subject: 'sub-c0002',
    customerId: 'C0002',
    displayNameTh: 'สมหญิง รักเรียน',
    description: 'ส่งใบสมัครเปิดบัญชีแล้ว รอการอนุมัติ',
  },
  {
    username: 'investor',
    password: DEMO_PASSWORD,
    subject: 'sub-c0003',
    customerId: 'C0003',
    displayNameTh: 'วีระ ลงทุนดี',
    description: 'มีบัญชีรวมและบัญชีแยกหลายแผน มีคำสั่งรอดำเนินการ ลงทุนสม่ำเสมอ และปรับพอร์ตอัตโนมัติ',
  },
  {
    username: 'expiring',
    password: DEMO_PASSWORD,
    subject: 'sub-c0004',
    customerId: 'C0004',
    displayNameTh: 'มาลี ศรีสุข',
    description: 'ข้อมูลรู้จักลูกค้าใกล้หมดอายุ แบบประเมินความเสี่ยงหมดอายุแล้ว บัตรประชาชนใกล้หมดอายุ',
  },
  {
    username: 'partner',
    password: DEMO_PASSWORD,
    subject: 'sub-c0005',
    customerId: 'C0005',
    displayNameTh: 'ประเสริฐ พันธมิตร',
    description: 'มีผู้แนะนำการลงทุนจากธนาคารพันธมิตร',
  },
  {
    username: 'exclusive',
    password: DEMO_PASSWORD,
    subject: 'sub-c0006',
    customerId: 'C0006',
    displayNameTh: 'อรุณี มั่งมี',
    description: 'ลูกค้าระดับเอ็กซ์คลูซีฟ ทรัพย์สินตั้งแต่ 500,000\u00a0บาท',
  },
  {
    username: 'privatewealth',
    password: DEMO_PASSWORD,
    subject: 'sub-c0007',
    customerId: 'C0007',
    displayNameTh: 'ธนา ทรัพย์มาก',
    description: 'ลูกค้าระดับไพรเวทเวลท์ ทรัพย์สินตั้งแต่ 2,000,000\u00a0บาท',
  },
  {
    username: 'privatebanking',
    password: DEMO_PASSWORD,
    subject: 'sub-c0008',
    customerId: 'C0008',
    displayNameTh: 'กมล มหาศาล',
    description: 'ลูกค้าระดับไพรเวทแบงกิ้ง ทรัพย์สินตั้งแต่ 10,000,000\u00a0บาท',
  },
  {
    username: 'dcaset',
    password: DEMO_PASSWORD,
    subject: 'sub-c0031',
    customerId: 'C0031',
    displayNameTh: 'ณัฐยา ออมสม',
    description: 'แผนมีเงินลงทุนรายเดือน แต่ยังไม่ได้ตั้งการลงทุนรายเดือน',
  },
  {
    username: 'dcaremove',
    password: DEMO_PASSWORD,
    subject: 'sub-c0032',
    customerId: 'C0032',
    displayNameTh: 'สุรชัย ลงทุนน้อย',
    description: 'แผนไม่มีเงินลงทุนรายเดือนแล้ว แต่ยังหักเงินลงทุนรายเดือนอยู่',
  },
  {
    username: 'praerror',
    password: DEMO_PASSWORD,
    subject: 'sub-c0041',
    customerId: 'C0041',
    displayNameTh: 'พิมพ์ชนก สายทอง',
    description: 'หักเงินลงทุนสม่ำเสมองวดล่าสุดไม่สำเร็จ',
  },
  {
    username: 'atsrequired',
    password: DEMO_PASSWORD,
    subject: 'sub-c0051',
    customerId: 'C0051',
    displayNameTh: 'อนุชา ใจเย็น',
    description: 'บัญชีอนุมัติแล้ว ยังไม่ได้สมัครหักบัญชีอัตโนมัติ',
  },
  {
    username: 'atsrejected',
    password: DEMO_PASSWORD,
    subject: 'sub-c0052',
    customerId: 'C0052',
    displayNameTh: 'วิภาวดี สุขใจ',
    description: 'ธนาคารปฏิเสธคำขอหักบัญชีอัตโนมัติ ต้องแก้ไขข้อมูลบัญชี',
  },
  {
    username: 'rejected',
    password: DEMO_PASSWORD,
    subject: 'sub-c0061',
    customerId: 'C0061',
    displayNameTh: 'กิตติ สุขสม',
    description: 'ใบสมัครเปิดบัญชีไม่ผ่านการอนุมัติ ต้องแก้ไขบัญชีธนาคาร',
  },
  {
    username: 'needinfo',
    password: DEMO_PASSWORD,
    subject: 'sub-c0062',
    customerId: 'C0062',
    displayNameTh: 'รัตนา วงศ์ใหญ่',
    description: 'เจ้าหน้าที่ขอข้อมูลอาชีพและแหล่งที่มาของเงินเพิ่มเติม',
  },
  {
    username: 'lackinfo',
    password: DEMO_PASSWORD,
    subject: 'sub-c0063',
    customerId: 'C0063',
    displayNameTh: 'สมศักดิ์ ทองดี',
    description: 'ใบสมัครเปิดบัญชีกรอกที่อยู่ไม่ครบ',
  },
];
