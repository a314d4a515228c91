import { describe, expect, it } from 'vitest';
import { THAI_COMPOUNDS, splitThaiCompounds } from './thai-words';
import { formatDate } from './date';

describe('Thai compounds kept on one line (issue 13 review item 8)', () => {
  it('cuts the text around each compound, longest first, and joins back to the same text', () => {
    const text = 'มีแนวโน้มไม่ถึงเป้าหมาย ราคา NAV ล่าสุดของกองทุนที่ถือ หน่วยลงทุน';
    const pieces = splitThaiCompounds(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.filter((_, i) => i % 2 === 1)).toEqual(['แนวโน้ม', 'เป้าหมาย', 'กองทุน', 'หน่วยลงทุน']);
  });

  it('text without a compound is one piece', () => {
    expect(splitThaiCompounds('ปกติ')).toEqual(['ปกติ']);
  });

  it('why: the browser dictionary (ICU) cuts these compounds, alone or in context', () => {
    const words = new Intl.Segmenter('th', { granularity: 'word' });
    const cut = (text: string) => [...words.segment(text)].map((s) => s.segment);
    expect(cut('เป้าหมาย')).toEqual(['เป้า', 'หมาย']);
    expect(cut('ความเสี่ยง')).toEqual(['ความ', 'เสี่ยง']);
    expect(cut('ของกองทุน')).toEqual(['ของกอง', 'ทุน']);
    expect(THAI_COMPOUNDS).toContain('กองทุน');
  });

  it('issue 13 review item 10: formatDate dates and พ.ศ. years are kept whole, the text unchanged', () => {
    const short = formatDate('2026-11-23T03:00:00Z');
    const long = formatDate('2026-11-23T03:00:00Z', { long: true });
    const text = `ครบกำหนด ${short} หรือ ${long} (ถึงปี พ.ศ. 2611)`;
    const pieces = splitThaiCompounds(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.filter((_, i) => i % 2 === 1)).toEqual(['ครบกำหนด', '23 พ.ย. 2569', '23 พฤศจิกายน 2569', 'พ.ศ. 2611']);
    expect(splitThaiCompounds('ถึงปี พ.ศ.\u00a02571').filter((_, i) => i % 2 === 1)).toEqual(['พ.ศ.\u00a02571']);
  });

  it('issue 10 review item 6: tax-saving terms, amounts with their unit and ages stay whole; joins back to the text', () => {
    const text = 'สร้างแผนลดหย่อนภาษี ใช้สิทธิลดหย่อน 1,667.00 บาท ขายได้ตั้งแต่ 14 ต.ค. 2573 ของกองทุน';
    const whole = (t: string) => splitThaiCompounds(t).filter((_, i) => i % 2 === 1);
    expect(splitThaiCompounds(text).join('')).toBe(text);
    expect(whole(text)).toEqual(['แผนลดหย่อนภาษี', 'สิทธิลดหย่อน', '1,667.00 บาท', '14 ต.ค. 2573', 'กองทุน']);
    expect(whole('และขายได้เมื่ออายุครบ 55 ปีบริบูรณ์')).toEqual(['55 ปีบริบูรณ์']);
    const cut = (t: string) => [...new Intl.Segmenter('th', { granularity: 'word' }).segment(t)].map((s) => s.segment);
    expect(cut('แผนลดหย่อนภาษี').length).toBeGreaterThan(1);
    expect(cut('สิทธิลดหย่อน').length).toBeGreaterThan(1);
  });
});
