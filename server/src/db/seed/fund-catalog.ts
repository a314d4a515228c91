/** Real-looking Thai funds for the demo (codes, AMCs and AIMC categories as Thai investors know them). */
export type SeedFund = {
  code: string;
  nameTh: string;
  nameEn: string;
  amc: string;
  aimcTh: string;
  broadTh: string;
  risk: number;
  tax: 'ssf' | 'rmf' | 'tesg' | 'tesgx' | 'none';
  startNav: number;
  minInvest: string;
};

export const SEED_AMCS = [
  { code: 'KASSET', nameTh: 'บลจ.กสิกรไทย', nameEn: 'Kasikorn Asset Management' },
  { code: 'SCBAM', nameTh: 'บลจ.ไทยพาณิชย์', nameEn: 'SCB Asset Management' },
  { code: 'KSAM', nameTh: 'บลจ.กรุงศรี', nameEn: 'Krungsri Asset Management' },
  { code: 'KTAM', nameTh: 'บลจ.กรุงไทย', nameEn: 'Krung Thai Asset Management' },
  { code: 'TISCO', nameTh: 'บลจ.ทิสโก้', nameEn: 'TISCO Asset Management' },
  { code: 'KKPAM', nameTh: 'บลจ.เกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Asset Management' },
  { code: 'BBLAM', nameTh: 'บลจ.บัวหลวง', nameEn: 'BBL Asset Management' },
  { code: 'EASTSPRING', nameTh: 'บลจ.อีสท์สปริง (ประเทศไทย)', nameEn: 'Eastspring Asset Management (Thailand)' },
  { code: 'ONEAM', nameTh: 'บลจ.วรรณ', nameEn: 'ONE Asset Management' },
] as const;

const EQ = 'ตราสารทุน';
const FI = 'ตราสารหนี้';
const MM = 'ตลาดเงิน';
const MIX = 'ผสม';
const ALT = 'ทางเลือก';

export const SEED_FUNDS: SeedFund[] = [
  { code: 'KFSDIV', nameTh: 'กองทุนเปิดกรุงศรีหุ้นปันผล', nameEn: 'Krungsri Dividend Stock Fund', amc: 'KSAM', aimcTh: 'หุ้นไทยขนาดใหญ่', broadTh: EQ, risk: 6, tax: 'none', startNav: 14.2, minInvest: '500' },
  { code: 'SCBSET50', nameTh: 'กองทุนเปิดไทยพาณิชย์ SET50', nameEn: 'SCB SET50 Index Fund', amc: 'SCBAM', aimcTh: 'หุ้นไทยขนาดใหญ่', broadTh: EQ, risk: 6, tax: 'none', startNav: 11.8, minInvest: '1' },
  { code: 'ONE-UGG-RA', nameTh: 'กองทุนเปิดวรรณ อัลติเมท โกลบอล โกรท', nameEn: 'ONE Ultimate Global Growth', amc: 'ONEAM', aimcTh: 'หุ้นทั่วโลก', broadTh: EQ, risk: 6, tax: 'none', startNav: 9.6, minInvest: '1000' },
  { code: 'KFGTECH-A', nameTh: 'กองทุนเปิดกรุงศรีโกลบอลเทคโนโลยี', nameEn: 'Krungsri Global Technology Equity', amc: 'KSAM', aimcTh: 'หุ้นกลุ่มเทคโนโลยี', broadTh: EQ, risk: 7, tax: 'none', startNav: 8.4, minInvest: '1' },
  { code: 'KFHEALTH-A', nameTh: 'กองทุนเปิดกรุงศรีโกลบอลเฮลธ์แคร์', nameEn: 'Krungsri Global Healthcare Equity', amc: 'KSAM', aimcTh: 'หุ้นกลุ่มเฮลธ์แคร์', broadTh: EQ, risk: 7, tax: 'none', startNav: 18.9, minInvest: '1' },
  { code: 'KT-PRECIOUS', nameTh: 'กองทุนเปิดเคแทม โกลด์', nameEn: 'KTAM Gold Fund', amc: 'KTAM', aimcTh: 'ทองคำ', broadTh: ALT, risk: 8, tax: 'none', startNav: 13.1, minInvest: '1000' },
  { code: 'K-PROPI', nameTh: 'กองทุนเปิดเค พร็อพเพอร์ตี้ อินคัม', nameEn: 'K Property Income Fund', amc: 'KASSET', aimcTh: 'กองทุนรวมอสังหาริมทรัพย์และโครงสร้างพื้นฐาน', broadTh: ALT, risk: 8, tax: 'none', startNav: 10.5, minInvest: '500' },
  { code: 'KFSMART', nameTh: 'กองทุนเปิดกรุงศรีสมาร์ทบาลานซ์', nameEn: 'Krungsri Smart Balance Fund', amc: 'KSAM', aimcTh: 'ผสมแบบยืดหยุ่น', broadTh: MIX, risk: 5, tax: 'none', startNav: 12.0, minInvest: '500' },
  { code: 'K-FIXED', nameTh: 'กองทุนเปิดเค ตราสารหนี้', nameEn: 'K Fixed Income Fund', amc: 'KASSET', aimcTh: 'ตราสารหนี้ระยะกลาง', broadTh: FI, risk: 4, tax: 'none', startNav: 11.2, minInvest: '500' },
  { code: 'ES-CASH', nameTh: 'กองทุนเปิดอีสท์สปริง ตลาดเงิน', nameEn: 'Eastspring Money Market Fund', amc: 'EASTSPRING', aimcTh: 'ตลาดเงินที่ลงทุนเฉพาะในประเทศ', broadTh: MM, risk: 1, tax: 'none', startNav: 10.1, minInvest: '1' },
  { code: 'K-CASH', nameTh: 'กองทุนเปิดเค แคช แมนเนจเม้นท์', nameEn: 'K Cash Management Fund', amc: 'KASSET', aimcTh: 'ตลาดเงินทั่วไป', broadTh: MM, risk: 2, tax: 'none', startNav: 10.7, minInvest: '500' },
  { code: 'K-CHANGE-SSF', nameTh: 'กองทุนเปิดเค เชนจ์ เพื่อการออม', nameEn: 'K Positive Change Equity SSF', amc: 'KASSET', aimcTh: 'หุ้นทั่วโลก', broadTh: EQ, risk: 6, tax: 'ssf', startNav: 9.2, minInvest: '500' },
  { code: 'KKPGE-SSF', nameTh: 'กองทุนเปิดเคเคพี โกลบอล อิควิตี้ เพื่อการออม', nameEn: 'KKP Global Equity SSF', amc: 'KKPAM', aimcTh: 'หุ้นทั่วโลก', broadTh: EQ, risk: 6, tax: 'ssf', startNav: 10.9, minInvest: '1' },
  { code: 'SCBFP-SSF', nameTh: 'กองทุนเปิดไทยพาณิชย์ตราสารหนี้ เพื่อการออม', nameEn: 'SCB Fixed Income SSF', amc: 'SCBAM', aimcTh: 'ตราสารหนี้ระยะกลาง', broadTh: FI, risk: 4, tax: 'ssf', startNav: 10.3, minInvest: '1' },
  { code: 'SCBRMS&P500', nameTh: 'กองทุนเปิดไทยพาณิชย์ S&P500 เพื่อการเลี้ยงชีพ', nameEn: 'SCB S&P500 RMF', amc: 'SCBAM', aimcTh: 'หุ้นสหรัฐอเมริกา', broadTh: EQ, risk: 6, tax: 'rmf', startNav: 16.4, minInvest: '1' },
  { code: 'B-INNOTECHRMF', nameTh: 'กองทุนเปิดบัวหลวงอินโนเวชั่นเทคโนโลยี เพื่อการเลี้ยงชีพ', nameEn: 'BBL Innovation Technology RMF', amc: 'BBLAM', aimcTh: 'หุ้นกลุ่มเทคโนโลยี', broadTh: EQ, risk: 7, tax: 'rmf', startNav: 12.7, minInvest: '500' },
  { code: 'SCBRM2', nameTh: 'กองทุนเปิดไทยพาณิชย์ตราสารหนี้ระยะสั้น เพื่อการเลี้ยงชีพ', nameEn: 'SCB Short Term Fixed Income RMF', amc: 'SCBAM', aimcTh: 'ตราสารหนี้ระยะสั้น', broadTh: FI, risk: 4, tax: 'rmf', startNav: 15.6, minInvest: '1' },
  { code: 'TISCOESG-A', nameTh: 'กองทุนเปิดทิสโก้ ESG เพื่อความยั่งยืน (Thai ESG)', nameEn: 'TISCO ESG Thai ESG Fund', amc: 'TISCO', aimcTh: 'หุ้นไทย ESG', broadTh: EQ, risk: 6, tax: 'tesg', startNav: 10.0, minInvest: '500' },
  { code: 'KKP-TESG', nameTh: 'กองทุนเปิดเคเคพี ไทย อีเอสจี', nameEn: 'KKP Thai ESG Fund', amc: 'KKPAM', aimcTh: 'หุ้นไทย ESG', broadTh: EQ, risk: 6, tax: 'tesg', startNav: 10.0, minInvest: '1' },
  { code: 'KT-TESGX', nameTh: 'กองทุนเปิดเคแทม ไทย อีเอสจี เอ็กซ์ตร้า (ThaiESGX)', nameEn: 'KTAM Thai ESG Extra Fund', amc: 'KTAM', aimcTh: 'หุ้นไทย ESG', broadTh: EQ, risk: 6, tax: 'tesgx', startNav: 10.0, minInvest: '1000' },
];

/** Colour per broad category, used by analyzer and fund-group charts. */
export const BROAD_COLORS: Record<string, string> = {
  [EQ]: '#1F6FEB',
  [FI]: '#2DA44E',
  [MM]: '#8C959F',
  [MIX]: '#BF8700',
  [ALT]: '#CF222E',
};

export const SEED_COMBOS = [
  { id: 'combo-ssf-balanced', taxType: 'ssf', nameTh: 'SSF สมดุล หุ้นโลก + ตราสารหนี้', tagId: 'ssf-combo', allocations: [{ fund_code: 'K-CHANGE-SSF', weight: 60 }, { fund_code: 'SCBFP-SSF', weight: 40 }] },
  { id: 'combo-rmf-growth', taxType: 'rmf', nameTh: 'RMF เติบโต หุ้นสหรัฐ + เทคโนโลยี', tagId: 'rmf-combo', allocations: [{ fund_code: 'SCBRMS&P500', weight: 70 }, { fund_code: 'B-INNOTECHRMF', weight: 30 }] },
  { id: 'combo-rmf-steady', taxType: 'rmf', nameTh: 'RMF มั่นคง ตราสารหนี้เป็นหลัก', tagId: 'rmf-combo', allocations: [{ fund_code: 'SCBRM2', weight: 70 }, { fund_code: 'SCBRMS&P500', weight: 30 }] },
  { id: 'combo-tesg-thai', taxType: 'tesg', nameTh: 'Thai ESG คู่หุ้นไทยยั่งยืน', tagId: 'tesg-combo', allocations: [{ fund_code: 'TISCOESG-A', weight: 50 }, { fund_code: 'KKP-TESG', weight: 50 }] },
  { id: 'combo-tesgx-extra', taxType: 'tesgx', nameTh: 'ThaiESGX ลดหย่อนเพิ่ม', tagId: 'tesgx-combo', allocations: [{ fund_code: 'KT-TESGX', weight: 100 }] },
];
