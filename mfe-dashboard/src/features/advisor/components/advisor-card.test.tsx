import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getUiStore } from '@port/shared/bus/ui-store';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { fakeApi, ok } from '@port/shared/test/msw';
import { renderAt } from '@port/shared/test/render';
import { AdvisorCard } from './advisor-card';

const level = {
  name_th: 'บริการที่ปรึกษาการลงทุน',
  service_level: 'advisory',
  internal_service_level: 'A',
  short_code: 'ADV',
  cost: 0,
  market_value: 0,
  opt_in: true,
  advisor: null,
};

describe('advisor card in SDK mode (issue 13 review item 3; spec §6)', () => {
  afterEach(() => getUiStore().getState().setSdk(false));

  it('shows the service level under its own title, never a blank "your advisor" card', async () => {
    getUiStore().getState().setSdk(true);
    const api = fakeApi().on('GET', otherPaths.serviceLevel, ok(level));
    renderAt(<AdvisorCard />);
    const card = await screen.findByTestId('service-level-card');
    await waitFor(() => expect(card.textContent).toBe('บริการของคุณบริการที่ปรึกษาการลงทุน'));
    expect(screen.queryByText('ผู้แนะนำการลงทุนของคุณ')).toBeNull();
    expect(api.calls).not.toContain(`GET ${otherPaths.advisor}`);
  });

  it('without a service level there is no card at all', async () => {
    getUiStore().getState().setSdk(true);
    const api = fakeApi().on('GET', otherPaths.serviceLevel, ok(null));
    const { container } = renderAt(<AdvisorCard />);
    await waitFor(() => expect(api.calls).toContain(`GET ${otherPaths.serviceLevel}`));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
