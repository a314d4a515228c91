import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dcaStatusSchema } from '@port/shared/contracts/enums';
import { renderAt } from '@port/shared/test/render';
import { DcaCard } from './dca-card';

const profile = {
  profile_id: 'd-1',
  fund_shortcode: 'K-FIXED',
  fund_name_th: 'เค ตราสารหนี้',
  amount: 2000,
  day_of_month: 5,
  next_date: '2026-12-05',
  status: 'active' as const,
};

describe('DCA card', () => {
  it('spec §4: every DCA status reads as Thai words; only need-adjustment asks for an adjustment', () => {
    for (const status of dcaStatusSchema.options) {
      const { unmount } = renderAt(<DcaCard dca={{ status, total_amount: 2000 }} profiles={[profile]} praStatus="PRA" />);
      expect(screen.getByTestId('dca-status').textContent, status).toMatch(/[\u0E00-\u0E7F]/);
      expect(screen.queryByTestId('dca-needs-adjustment') !== null, status).toBe(status === 'need-adjustment');
      unmount();
    }
  });

  it('spec §4: a PRA status DCA_NEED_ADJUSTMENT also marks the adjustment', () => {
    renderAt(<DcaCard dca={{ status: 'match', total_amount: 2000 }} profiles={[]} praStatus="DCA_NEED_ADJUSTMENT" />);
    expect(screen.getByTestId('dca-needs-adjustment')).toBeTruthy();
  });

  it('spec §9: a profile shows amount, day and next date in Thai forms', () => {
    renderAt(<DcaCard dca={null} profiles={[profile]} praStatus={null} />);
    expect(screen.getByTestId('dca-profile').textContent).toBe(
      'K-FIXED 2,000.00 บาท · ทุกวันที่ 5 ของเดือน · ใช้งาน · งวดถัดไป 5 ธ.ค. 2569',
    );
  });
});
