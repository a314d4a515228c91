/**
 * Demo sign-ins of the embedded identity provider (one per state of spec §4). Demo only:
 * the passwords are public and printed in the README.
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
    description: 'ลูกค้าใหม่ ยังไม่มีบัญชีกองทุน (NO_ACCOUNT)',
  },
  {
    username: 'opening',
    password: DEMO_PASSWORD,
    subject: 'sub-c0002',
    customerId: 'C0002',
    displayNameTh: 'สมหญิง รักเรียน',
    description: 'อยู่ระหว่างเปิดบัญชี (ACCOUNT_SUBMITTED)',
  },
  {
    username: 'investor',
    password: DEMO_PASSWORD,
    subject: 'sub-c0003',
    customerId: 'C0003',
    displayNameTh: 'วีระ ลงทุนดี',
    description: 'บัญชีอนุมัติแล้ว มีแผน omnibus และ segregate, คำสั่งรอดำเนินการ, DCA ต้องปรับ, PRA, AA',
  },
  {
    username: 'expiring',
    password: DEMO_PASSWORD,
    subject: 'sub-c0004',
    customerId: 'C0004',
    displayNameTh: 'มาลี ศรีสุข',
    description: 'KYC ใกล้หมดอายุ, แบบประเมินความเหมาะสมหมดอายุ, บัตรประชาชนใกล้หมดอายุ',
  },
  {
    username: 'partner',
    password: DEMO_PASSWORD,
    subject: 'sub-c0005',
    customerId: 'C0005',
    displayNameTh: 'ประเสริฐ พันธมิตร',
    description: 'ลูกค้าที่มีผู้แนะนำการลงทุนจากพาร์ทเนอร์ KKP',
  },
  {
    username: 'exclusive',
    password: DEMO_PASSWORD,
    subject: 'sub-c0006',
    customerId: 'C0006',
    displayNameTh: 'อรุณี มั่งมี',
    description: 'ระดับ Exclusive (สินทรัพย์ตั้งแต่ 500,000 บาท)',
  },
  {
    username: 'privatewealth',
    password: DEMO_PASSWORD,
    subject: 'sub-c0007',
    customerId: 'C0007',
    displayNameTh: 'ธนา ทรัพย์มาก',
    description: 'ระดับ PrivateWealth (สินทรัพย์ตั้งแต่ 2,000,000 บาท)',
  },
  {
    username: 'privatebanking',
    password: DEMO_PASSWORD,
    subject: 'sub-c0008',
    customerId: 'C0008',
    displayNameTh: 'กมล มหาศาล',
    description: 'ระดับ PrivateBanking (สินทรัพย์ตั้งแต่ 10,000,000 บาท)',
  },
];
