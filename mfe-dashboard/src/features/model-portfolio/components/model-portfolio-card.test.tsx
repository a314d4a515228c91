import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModelPort } from '@port/shared/contracts/model-port';
import { ModelPortfolioCard } from './model-portfolio-card';
import { modelPort } from '../../../test/plan-fixtures';

const model = (): ModelPort =>
  modelPort({
    market_timing: {
      warning_fund_list: ['SCBRMS&P500'],
      hold_to_fund_shortcode: 'SCBRM2',
      hold_to: [
        {
          fund_shortcode: 'SCBRMS&P500',
          drop_percentage: 7.25,
          hold_to_fund_shortcode: 'SCBRM2',
          reason: 'ราคาลดลง 7.25% ใน 3 เดือน พักเงินในกองทุน RMF เหมือนกัน เพื่อคงสิทธิประโยชน์ทางภาษี',
        },
      ],
      title: 'จังหวะการลงทุน',
      sub_title: '',
      link: null,
    },
  });

describe('model portfolio card', () => {
  it('issue 13 item 9: each warned fund shows its own hold-to fund and the reason beside it (spec §3 market timing)', () => {
    render(<ModelPortfolioCard model={{ data: model(), error: undefined, isLoading: false }} onRetry={() => undefined} />);
    const [item] = within(screen.getByTestId('market-timing-funds')).getAllByRole('listitem');
    expect(item!.textContent).toBe(
      'SCBRMS&P500 → แนะนำให้พักเงินไว้ที่กองทุน SCBRM2ราคาลดลง 7.25% ใน 3 เดือน พักเงินในกองทุน RMF เหมือนกัน เพื่อคงสิทธิประโยชน์ทางภาษี',
    );
    expect(screen.queryByText(/K-CASH/)).toBeNull();
  });
});
