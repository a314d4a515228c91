import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThaiText } from './thai-text';

describe('ThaiText (issue 13 review item 8: Thai compounds never break across lines)', () => {
  it('wraps each compound in a nowrap span; text and accessible name are unchanged', () => {
    render(
      <h2>
        <ThaiText>มีแนวโน้มไม่ถึงเป้าหมาย</ThaiText>
      </h2>,
    );
    const heading = screen.getByRole('heading', { name: 'มีแนวโน้มไม่ถึงเป้าหมาย' });
    expect(heading.textContent).toBe('มีแนวโน้มไม่ถึงเป้าหมาย');
    const kept = [...heading.querySelectorAll('span span')] as HTMLElement[];
    expect(kept.map((s) => s.textContent)).toEqual(['แนวโน้ม', 'เป้าหมาย']);
    for (const span of kept) expect(span.style.whiteSpace).toBe('nowrap');
  });

  it('is one child of a flex badge, so the badge gap never opens spaces inside the words', () => {
    render(
      <span data-testid="badge" style={{ display: 'inline-flex', gap: 4 }}>
        <ThaiText>แผนการลงทุนตามเป้าหมาย</ThaiText>
      </span>,
    );
    const badge = screen.getByTestId('badge');
    expect(badge.childNodes).toHaveLength(1);
    expect(badge.textContent).toBe('แผนการลงทุนตามเป้าหมาย');
  });

  it('text without a compound is left as it is', () => {
    const { container } = render(<ThaiText>ปกติ</ThaiText>);
    expect(container.innerHTML).toBe('ปกติ');
  });
});
