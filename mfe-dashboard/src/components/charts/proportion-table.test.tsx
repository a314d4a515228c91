import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProportionTable } from './proportion-table';
import { theme } from '@port/shared/ui/theme';

describe('proportion table', () => {
  it("spec §3: the 'สัดส่วน' header and its cells are both right-aligned; names stay left", () => {
    render(
      <ProportionTable
        caption="ประเภทสินทรัพย์"
        slices={[{ key: 'equity', label: 'ตราสารทุน', value: 60, color: theme.chart.categories[0] }]}
        amounts={{ equity: 1_500_000 }}
        labels={{ name: 'รายการ', weight: 'สัดส่วน', amount: 'มูลค่า (บาท)' }}
      />,
    );
    const align = (el: HTMLElement) => getComputedStyle(el).textAlign;
    expect(align(screen.getByRole('columnheader', { name: 'สัดส่วน' }))).toBe('right');
    expect(align(screen.getByRole('cell', { name: '60.00%' }))).toBe('right');
    expect(align(screen.getByRole('columnheader', { name: 'รายการ' }))).toBe('left');
    expect(align(screen.getByRole('rowheader', { name: 'ตราสารทุน' }))).toBe('left');
  });
});
