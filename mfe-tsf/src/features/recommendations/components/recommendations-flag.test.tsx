import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { otherPaths, portPaths } from '@port/shared/contracts/api-paths';
import { fail, fakeApi, ok, type FakeReply } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { amcs, rmfRecommendation } from '../../../test/recommendation-fixtures';
import { Recommendations } from './recommendations';

// Issue 22 item 3: the 'tax-saving-fund-combo' flag switches the combos of /tax-saving-fund.
const REC = `${portPaths.fundRecommendation}?fund_tax_type=rmf`;
const renderWith = (flagReply: FakeReply) => {
  const fake = fakeApi().get({
    [REC]: ok(rmfRecommendation),
    [portPaths.amcInfo]: ok(amcs),
    [otherPaths.featureFlags]: flagReply,
  });
  renderAt(<Recommendations signedIn={false} year={2026} returnUrl="/tax-saving-fund" />, {
    path: '/tax-saving-fund',
    route: '/tax-saving-fund',
  });
  return fake;
};

describe("feature flag 'tax-saving-fund-combo'", () => {
  it('on: the combos are offered beside the single funds', async () => {
    renderWith(ok({ flags: { 'tax-saving-fund-combo': true } }));
    expect(await screen.findByTestId('tsf-combo-combo-rmf-growth')).toBeTruthy();
  });

  it('off: single funds only, no combo and no combo heading', async () => {
    const fake = renderWith(ok({ flags: { 'tax-saving-fund-combo': false } }));
    await screen.findByTestId('tsf-fund-SCBRMS&P500');
    await waitFor(() => expect(fake.calls).toContain(`GET ${otherPaths.featureFlags}`));
    await waitFor(() => expect(screen.queryByTestId('tsf-combo-combo-rmf-growth')).toBeNull());
    expect(screen.queryByText('ชุดกองทุนแนะนำ')).toBeNull();
  });

  it('a failing flag service: combos stay (default on), no error shown', async () => {
    renderWith(fail(503, 'แฟล็กล่ม', 'UPSTREAM'));
    expect(await screen.findByTestId('tsf-combo-combo-rmf-growth')).toBeTruthy();
    expect(screen.queryByText('แฟล็กล่ม')).toBeNull();
  });
});
