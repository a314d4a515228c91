import { describe, expect, it } from 'vitest';
import { emptyPlanDraft } from '@port/shared/contracts/plan-draft';
import { draftErrors, nameError, parseAmount, parseYears } from './validate';

describe('plan-create validation in Thai (issue 9; spec §3 plan-create input, §5)', () => {
  it('amounts: positive, at most 2 decimals, under the maximum, at least the minimum', () => {
    expect(parseAmount('1,500.25')).toBe(1500.25);
    expect(parseAmount('0')).toBe('จำนวนเงินต้องมากกว่า 0');
    expect(parseAmount('10.123')).toBe('จำนวนเงินมีทศนิยมได้ไม่เกิน 2 ตำแหน่ง');
    expect(parseAmount('100000000.01')).toBe('จำนวนเงินต้องไม่เกิน 100,000,000 บาท');
    expect(parseAmount('abc')).toBe('กรุณากรอกตัวเลข');
    expect(parseAmount('-5')).toBe('กรุณากรอกตัวเลข');
    expect(parseAmount('999.99', { min: 1000 })).toBe('เงินลงทุนเริ่มต้นต้องไม่น้อยกว่า 1,000.00\u00a0บาท');
  });

  it('timeframe: whole years from 1 to 60', () => {
    expect(parseYears('10')).toBe(10);
    for (const bad of ['0', '61', '2.5', '']) expect(parseYears(bad)).toMatch(/ระยะเวลาต้องเป็นจำนวนปีเต็ม|กรุณากรอกข้อมูล/);
  });

  it('plan name: 1–50 characters, not only spaces', () => {
    expect(nameError('   ')).toBe('กรุณาระบุชื่อแผน (ห้ามเป็นช่องว่างอย่างเดียว)');
    expect(nameError('ก'.repeat(51))).toBe('ชื่อแผนยาวได้ไม่เกิน 50 ตัวอักษร');
    expect(nameError('  บ้านหลังแรก ')).toBeNull();
  });

  it('the whole draft: skipped parts are not checked; the initial below the plan minimum is', () => {
    const draft = {
      ...emptyPlanDraft(),
      skipGoal: true,
      skipTimeframe: true,
      skipContribution: true,
      initial: 500,
      displayRiskLevel: 5,
      planName: 'แผน',
    };
    expect(draftErrors(draft, 1000)).toEqual({ initial: 'เงินลงทุนเริ่มต้นต้องไม่น้อยกว่า 1,000.00\u00a0บาท' });
    expect(draftErrors({ ...draft, initial: 1000 }, 1000)).toEqual({});
  });
});
