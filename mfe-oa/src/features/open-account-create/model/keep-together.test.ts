import { describe, expect, it } from 'vitest';
import { splitNumberRuns } from './keep-together';

describe('splitNumberRuns (issue 11 review item 5: IDs and amounts stay on one line)', () => {
  it('keeps a masked ID, an account number and an amount range whole, the rest as text', () => {
    expect(splitNumberRuns('ไทย · เลขประจำตัวผู้เสียภาษี x-xxxx-xxxxx-70-8')).toEqual([
      'ไทย · เลขประจำตัวผู้เสียภาษี ',
      'x-xxxx-xxxxx-70-8',
      '',
    ]);
    expect(splitNumberRuns('xxx-x-x789-0')).toEqual(['', 'xxx-x-x789-0', '']);
    expect(splitNumberRuns('30,001–50,000 บาท')).toEqual(['', '30,001–50,000', ' บาท']);
  });

  it('leaves words, e-mails, dates and plain numbers alone', () => {
    expect(splitNumberRuns('สมชาย ใจดี')).toEqual(['สมชาย ใจดี']);
    expect(splitNumberRuns('somchai@example.co.th')).toEqual(['somchai@example.co.th']);
    expect(splitNumberRuns('1 พฤษภาคม 2533')).toEqual(['1 พฤษภาคม 2533']);
    expect(splitNumberRuns('99 ถนนสุขุมวิท 10110')).toEqual(['99 ถนนสุขุมวิท 10110']);
  });
});
