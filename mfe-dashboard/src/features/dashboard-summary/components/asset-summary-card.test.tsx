import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plansSummary } from '../../../test/fixtures';
import { AssetSummaryCard } from './asset-summary-card';

const LABELS = ['มูลค่าทรัพย์สินทั้งหมด', 'ต้นทุน', 'กำไร/ขาดทุนรวม', 'กำไร/ขาดทุนที่รับรู้แล้ว', 'เงินปันผล'];

// Issue 19 item 3 (CLS on /dashboard): the loading card is the loaded card's layout, so the
// figures replace grey bars of their own font and nothing below moves.
describe('asset summary card while loading', () => {
  it('shows the labels and help texts of the loaded card, a status, and a bar in place of each figure', () => {
    render(<AssetSummaryCard summary={{ data: undefined, error: undefined, isLoading: true }} onRetry={() => undefined} />);
    const card = screen.getByTestId('asset-summary');
    for (const label of LABELS) expect(within(card).getByText(label)).toBeTruthy();
    expect(card.textContent).toContain('จากหน่วยลงทุนที่ขายหรือสับเปลี่ยนออกไป');
    expect(within(card).getByRole('status', { name: 'สรุปทรัพย์สิน' })).toBeTruthy();
    // Eight figures (total, NAV date, six amounts) are bars hidden from screen readers; no figure's test id yet.
    const bars = card.querySelectorAll('[data-skeleton-text]');
    expect(bars).toHaveLength(8);
    for (const bar of bars) expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(within(card).queryByTestId('summary-aum')).toBeNull();
    expect(within(card).queryByTestId('summary-cost')).toBeNull();
  });

  it('once loaded has the same labels and no bars', () => {
    render(<AssetSummaryCard summary={{ data: plansSummary(), error: undefined, isLoading: false }} onRetry={() => undefined} />);
    const card = screen.getByTestId('asset-summary');
    for (const label of LABELS) expect(within(card).getByText(label)).toBeTruthy();
    expect(card.querySelectorAll('[data-skeleton-text]')).toHaveLength(0);
    expect(within(card).getByTestId('summary-aum')).toBeTruthy();
    expect(within(card).queryByRole('status')).toBeNull();
  });
});
