import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { ConfirmDialog } from './confirm-dialog';
import { Profit } from './profit';
import { PageTitle } from './page-title';
import { SkeletonBlock } from './skeleton-block';
import { theme } from './theme';

/** 'rgb(10, 122, 61)' for a theme hex or a computed colour, whichever form jsdom gives. */
const rgbOf = (color: string): string => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  return hex
    ? `rgb(${hex
        .slice(1)
        .map((h) => parseInt(h, 16))
        .join(', ')})`
    : color;
};

const DialogHarness = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>เปิดรายละเอียด</button>
      <button>ปุ่มด้านนอก</button>
      <Dialog open={open} onOpenChange={setOpen} title="รายละเอียดคำสั่ง" description="คำสั่งซื้อกองทุน">
        <button>ปุ่มในกล่อง</button>
      </Dialog>
    </>
  );
};

describe('Dialog (accessible modal)', () => {
  it('is labelled, traps focus inside, closes on Escape and restores focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const trigger = screen.getByRole('button', { name: 'เปิดรายละเอียด' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'รายละเอียดคำสั่ง' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'ปิด' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('ConfirmDialog calls confirm or cancel and stays open while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog open title="ยกเลิกคำสั่งซื้อ?" onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<ConfirmDialog open busy title="ยกเลิกคำสั่งซื้อ?" onConfirm={onConfirm} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'ยืนยัน' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('Profit (spec §9 signed profit form)', () => {
  it('a gain shows + in text, green colour and the word กำไร for screen readers', () => {
    render(<Profit value={1234.5} percent={3.2} />);
    const node = screen.getByText(/\+1,234\.50/);
    expect(node.textContent).toBe('กำไร +1,234.50 (+3.20%)');
    expect(node.getAttribute('data-kind')).toBe('profit');
    expect(rgbOf(getComputedStyle(node).color)).toBe(rgbOf(theme.color.profit));
  });

  it('the unit belongs to the amount, before the percentage: +36,831.15 บาท (+5.55%) (spec §9; issue 13 review item 5)', () => {
    render(<Profit value={36831.15} percent={5.55} unit="บาท" />);
    const node = screen.getByText(/36,831\.15/);
    expect(node.textContent).toBe('กำไร +36,831.15\u00a0บาท (+5.55%)');
  });

  it('a loss shows - and ขาดทุน; zero has no sign', () => {
    render(
      <>
        <Profit value={-50} />
        <Profit value={0} />
      </>,
    );
    const [loss, zero] = Array.from(document.querySelectorAll('[data-kind]'));
    expect(loss?.textContent).toBe('ขาดทุน -50.00');
    expect(loss?.getAttribute('data-kind')).toBe('loss');
    expect(zero?.textContent).toBe('ไม่เปลี่ยนแปลง 0.00');
  });
});

describe('PageTitle and Skeleton', () => {
  it('sets document.title and renders one h1', () => {
    render(<PageTitle>แผนการลงทุนของฉัน</PageTitle>);
    expect(document.title).toBe('แผนการลงทุนของฉัน | Port');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('แผนการลงทุนของฉัน');
  });

  it('a skeleton keeps the fixed size it is given; unlabelled it is hidden, labelled it announces loading', () => {
    const { container } = render(
      <>
        <SkeletonBlock width={120} height={24} />
        <SkeletonBlock height={36} label="กำลังโหลด" />
      </>,
    );
    const block = container.querySelector('[data-skeleton-height="24"]') as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(block).width).toBe('120px');
    expect(getComputedStyle(block).height).toBe('24px');
    expect(screen.getByRole('status', { name: 'กำลังโหลด' })).toBeTruthy();
  });
});
