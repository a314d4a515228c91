/**
 * Thai has no spaces between words: the browser breaks lines with its dictionary (ICU), which cuts
 * many compounds a reader sees as one word — เป้า|หมาย, ความ|เสี่ยง, ของกอง|ทุน, ดำเนิน|การ —
 * so a narrow screen shows "มีแนวโน้มไม่ถึงเป้า / หมาย". CSS has no rule that fixes this for Thai:
 * `word-break: keep-all` breaks only at spaces (whole phrases overflow), `overflow-wrap: anywhere`
 * breaks anywhere, `line-break: strict` is about CJK punctuation. What works is keeping these
 * compounds together (a nowrap span, see ui/thai-text) and letting the rest break as the
 * dictionary says, with `overflow-wrap: break-word` only for a word longer than its line.
 *
 * The compounds of our own copy (and common fund terms) that ICU splits, longest first in the match.
 */
export const THAI_COMPOUNDS: readonly string[] = [
  'หน่วยลงทุน',
  'เงินลงทุน',
  'การลงทุน',
  'ผู้ลงทุน',
  'ผู้แนะนำ',
  'ผู้ถือหน่วย',
  'ที่ปรึกษา',
  'เป้าหมาย',
  'กองทุน',
  'ความเสี่ยง',
  'ความเหมาะสม',
  'ความเป็นส่วนตัว',
  'ผู้เสียภาษี',
  'ดำเนินการ',
  'ถัวเฉลี่ย',
  'แนวโน้ม',
  'รับรู้',
  'หมดอายุ',
  'ค่อนข้าง',
  'ต่ำกว่า',
  'ปานกลาง',
  'ทางเลือก',
  'ตราสารหนี้',
  'ตราสารทุน',
  'เปลี่ยนแปลง',
  'รายเดือน',
  'ระยะเวลา',
  'คาดการณ์',
  'คาดว่า',
  'สม่ำเสมอ',
  'ครบกำหนด',
  'ใบอนุญาต',
  'ออมทรัพย์',
  'พันธมิตร',
  'เอ็กซ์คลูซีฟ',
  'ไพรเวทเวลท์',
  'ไพรเวทแบงกิ้ง',
  'อัลติเมท',
  // Tax-saving terms (issue 10 review item 6: แผนลด|หย่อนภาษี, สิทธิลด|หย่อน at 390 px).
  'แผนลดหย่อนภาษี',
  'กองทุนลดหย่อนภาษี',
  'สิทธิลดหย่อนภาษี',
  'สิทธิลดหย่อน',
  'ลดหย่อนภาษี',
  'ลดหย่อน',
  'ถือครอง',
  'ขั้นต่ำ',
  'บริษัทจัดการ',
  'ครั้งแรก',
  'ไม่น้อยกว่า',
];

/**
 * Thai dates as formatDate writes them ('23 พ.ย. 2569', '23 พฤศจิกายน 2569') and a Buddhist-era
 * year ('พ.ศ. 2611'): ICU breaks at their spaces ("23 พ.ย.|2569"), so they are kept whole too
 * (issue 13 review item 10). No capturing groups: odd indexes of the split stay the kept pieces.
 */
const THAI_DATE = String.raw`\d{1,2}[ \u00a0](?:[ก-๙]{1,3}\.[ก-๙]{1,2}\.|[ก-๙]{4,12})[ \u00a0]\d{4}|พ\.ศ\.[ \u00a0]\d{4}`;

/** An amount with its unit ('1,667.00 บาท', '5.55%', '55 ปีบริบูรณ์'): ICU breaks before the unit. */
const AMOUNT = String.raw`[0-9][0-9,.]*(?:%|[ \u00a0](?:บาท|ปีบริบูรณ์|ปี))`;

const pattern = new RegExp(`(${THAI_DATE}|${AMOUNT}|${[...THAI_COMPOUNDS].sort((a, b) => b.length - a.length).join('|')})`, 'u');

/** The text cut into pieces; odd indexes (compounds, dates, amounts with units) stay on one line. Joined, the pieces are the text. */
export function splitThaiCompounds(text: string): string[] {
  return text.split(pattern);
}
