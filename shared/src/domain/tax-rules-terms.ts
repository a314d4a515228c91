import { splitThaiCompounds } from '../format/thai-words';

/**
 * Tax-saving terms the browser's Thai dictionary cuts mid-word at 390 px (แผนลด|หย่อนภาษี,
 * สิทธิลด|หย่อน): each is kept on one line as a whole, like format/thai-words' compounds.
 */
export const TAX_TERMS: readonly string[] = [
  'แผนลดหย่อนภาษี',
  'กองทุนลดหย่อนภาษี',
  'สิทธิลดหย่อนภาษี',
  'สิทธิลดหย่อน',
  'ลดหย่อนภาษี',
  'ลดหย่อน',
  'ถือครอง',
  'หน่วยลงทุน',
  'ขั้นต่ำ',
  'บริษัทจัดการ',
  'ครั้งแรก',
  'ไม่น้อยกว่า',
];

const terms = new RegExp(`(${[...TAX_TERMS].sort((a, b) => b.length - a.length).join('|')})`, 'u');
/** An amount with its unit ("1,667.00 บาท") or a day with its month and year ("14 ต.ค. 2573"). */
const amounts = /([0-9][0-9,.]*(?:%| บาท| ปีบริบูรณ์| ปี)|[0-9]{1,2} [ก-๙]+\.[ก-๙]+\. [0-9]{4})/u;

/** The text cut into pieces; odd indexes are kept on one line (tax terms, amounts with units, Thai compounds). */
export function splitTaxTerms(text: string): string[] {
  const out: string[] = [];
  const push = (piece: string, whole: boolean) => {
    if (whole) {
      if (out.length % 2 === 0) out.push('');
      out.push(piece);
    } else if (out.length % 2 === 1) out[out.length - 1] += piece;
    else out.push(piece);
  };
  text.split(terms).forEach((part, i) => {
    if (i % 2 === 1) return push(part, true);
    part.split(amounts).forEach((sub, j) => {
      if (j % 2 === 1) return push(sub, true);
      splitThaiCompounds(sub).forEach((c, k) => push(c, k % 2 === 1));
    });
  });
  return out;
}
