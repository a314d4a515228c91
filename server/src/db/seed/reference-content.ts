/** Advisors, service levels and CMS articles of the demo (spec §1 "assigned advisor, service level, articles"). */
export const SEED_ADVISORS = [
  {
    id: 'ADV-01',
    displayNameTh: 'ณัฐพล วิเคราะห์เก่ง',
    displayNameEn: 'Nattapon Wikrohkeng',
    licenseNo: 'IC-112233',
    partner: null,
    email: 'nattapon@port.example.co.th',
    tel: '02-000-1001',
    lineId: '@port-nattapon',
    advisorType: 'IC',
    advisorTier: 'senior',
  },
  {
    id: 'ADV-02',
    displayNameTh: 'พิมพ์ชนก มั่นคง',
    displayNameEn: 'Pimchanok Mankong',
    licenseNo: 'IC-223344',
    partner: null,
    email: 'pimchanok@port.example.co.th',
    tel: '02-000-1002',
    lineId: '@port-pimchanok',
    advisorType: 'IC',
    advisorTier: 'wealth',
  },
  {
    id: 'ADV-03',
    displayNameTh: 'ชยุต ไพรเวทแบงก์',
    displayNameEn: 'Chayut Privatebank',
    licenseNo: 'IP-334455',
    partner: null,
    email: 'chayut@port.example.co.th',
    tel: '02-000-1003',
    lineId: '@port-chayut',
    advisorType: 'IP',
    advisorTier: 'private-banking',
  },
  {
    id: 'ADV-KKP',
    displayNameTh: 'ศิริพร เกียรตินาคิน',
    displayNameEn: 'Siriporn Kiatnakin',
    licenseNo: 'IC-998877',
    partner: 'KKP',
    email: 'siriporn@kkp.example.co.th',
    tel: '02-000-2001',
    lineId: '@kkp-siriporn',
    advisorType: 'IC',
    advisorTier: 'partner',
  },
];

export const SEED_SERVICE_LEVELS = [
  { shortCode: 'ADVISORY', nameTh: 'บริการที่ปรึกษาการลงทุน', serviceLevel: 'advisory', internalServiceLevel: 'L1', cost: '0' },
  { shortCode: 'EXCLUSIVE', nameTh: 'Exclusive', serviceLevel: 'exclusive', internalServiceLevel: 'L2', cost: '0' },
  {
    shortCode: 'PRIVATE_WEALTH',
    nameTh: 'Private Wealth',
    serviceLevel: 'private-wealth',
    internalServiceLevel: 'L3',
    cost: '0',
  },
  {
    shortCode: 'PRIVATE_BANKING',
    nameTh: 'Private Banking',
    serviceLevel: 'private-banking',
    internalServiceLevel: 'L4',
    cost: '0',
  },
  { shortCode: 'PARTNER', nameTh: 'บริการผ่านพาร์ทเนอร์', serviceLevel: 'partner', internalServiceLevel: 'P1', cost: '0' },
];

const article = (slug: string, titleTh: string, summaryTh: string, tags: string[], daysAgo: number) => ({
  slug,
  titleTh,
  summaryTh,
  tags,
  daysAgo,
});

export const SEED_ARTICLES = [
  article('ssf-2026-guide', 'SSF ปีนี้ ลดหย่อนได้เท่าไร', 'สรุปเงื่อนไขกองทุน SSF และวิธีคำนวณสิทธิลดหย่อนภาษี', ['tax-saving', 'ssf'], 3),
  article(
    'rmf-for-retirement',
    'RMF กับการวางแผนเกษียณ',
    'ลงทุน RMF อย่างไรให้ได้ทั้งสิทธิภาษีและเงินเกษียณ',
    ['tax-saving', 'rmf', 'retirement'],
    6,
  ),
  article('thai-esg-explained', 'Thai ESG คืออะไร', 'ทำความรู้จักกองทุน Thai ESG และ ThaiESGX', ['tax-saving', 'tesg'], 9),
  article('thai-esgx-extra', 'ThaiESGX ลดหย่อนเพิ่มพิเศษ', 'สิทธิลดหย่อนเพิ่มเติมสำหรับผู้ย้ายเงินจาก LTF', ['tax-saving', 'tesgx'], 12),
  article('dca-basics', 'DCA ลงทุนสม่ำเสมอ', 'ลดความผันผวนด้วยการลงทุนแบบถัวเฉลี่ย', ['investment', 'dca'], 15),
  article('rebalance-why', 'ทำไมต้องปรับพอร์ต', 'การปรับสัดส่วนช่วยคุมความเสี่ยงให้ตรงแผน', ['investment', 'plan'], 18),
  article('market-timing-q4', 'มุมมองตลาดไตรมาส 4', 'สรุปมุมมองตลาดหุ้นไทยและต่างประเทศ', ['market', 'investment'], 21),
  article('goal-based-plan', 'วางแผนลงทุนตามเป้าหมาย', 'เริ่มต้นแผนลงทุนเพื่อเป้าหมายชีวิต', ['plan', 'goal'], 24),
  article('emergency-fund', 'เงินสำรองฉุกเฉินควรมีเท่าไร', 'กองทุนตลาดเงินกับเงินสำรองฉุกเฉิน', ['plan', 'money-market'], 27),
  article('gold-in-portfolio', 'ทองคำในพอร์ตลงทุน', 'บทบาทของทองคำในการกระจายความเสี่ยง', ['investment', 'alternative'], 30),
];
