import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Money, Units } from './money';
import { StatusBadge } from './status-badge';
import { SectionCard } from './section-card';

describe('shared primitives', () => {
  it('§9 Money shows 2 decimals with บาท; Units 4 decimals; missing values a dash', () => {
    render(
      <>
        <Money value={1234.5} withUnit />
        <Units value={12.3} />
        <Money value={null} withUnit />
      </>,
    );
    expect(screen.getByText('1,234.50 บาท')).toBeTruthy();
    expect(screen.getByText('12.3000')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
  });

  it('a busy button is aria-disabled (keeps focus), announced busy and does not fire clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        ส่งคำสั่ง
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ส่งคำสั่ง' }) as HTMLButtonElement;
    button.focus();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('StatusBadge keeps its text and tone; a SectionCard is a region named by its h2', () => {
    render(
      <SectionCard title="คำสั่งที่รอดำเนินการ">
        <StatusBadge tone="warning">ต้องปรับพอร์ต</StatusBadge>
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: 'คำสั่งที่รอดำเนินการ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('คำสั่งที่รอดำเนินการ');
    expect(screen.getByText('ต้องปรับพอร์ต').getAttribute('data-tone')).toBe('warning');
  });
});
