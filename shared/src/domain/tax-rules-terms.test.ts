import { describe, expect, it } from 'vitest';
import { splitTaxTerms } from './tax-rules-terms';

const whole = (text: string) => splitTaxTerms(text).filter((_, i) => i % 2 === 1);

describe('tax-saving terms kept whole at 390 px (issue 10 review item 6; spec §9)', () => {
  it('keeps แผนลดหย่อนภาษี and สิทธิลดหย่อน whole, amounts with their unit, a Thai date; joins back to the text', () => {
    const text = 'สร้างแผนลดหย่อนภาษี ใช้สิทธิลดหย่อน 1,667.00 บาท ขายได้ตั้งแต่ 14 ต.ค. 2573 ของกองทุน';
    expect(splitTaxTerms(text).join('')).toBe(text);
    expect(whole(text)).toEqual(['แผนลดหย่อนภาษี', 'สิทธิลดหย่อน', '1,667.00 บาท', '14 ต.ค. 2573', 'กองทุน']);
  });

  it('an age with บริบูรณ์ stays one piece', () => {
    expect(whole('และขายได้เมื่ออายุครบ 55 ปีบริบูรณ์')).toEqual(['55 ปีบริบูรณ์']);
  });

  it('text without a term is one piece', () => {
    expect(splitTaxTerms('ปกติ')).toEqual(['ปกติ']);
  });

  it('why: the browser dictionary cuts these terms', () => {
    const cut = (text: string) => [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((s) => s.segment);
    expect(cut('แผนลดหย่อนภาษี').length).toBeGreaterThan(1);
    expect(cut('สิทธิลดหย่อน').length).toBeGreaterThan(1);
  });
});
