import type { FastifyInstance } from 'fastify';
import { ASSET_TYPE_DISPLAY, type AssetsAnalyzer } from '@port/shared/contracts/assets-analyzer';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { money, sum } from '../../lib/decimal';
import { valuedHoldings } from '../../services/holdings';
import { customerPlans } from '../../services/plans';

/** GET v1/cust-port/assets-analyzer: mutual funds (yellow) and other assets (grey), spec §3. */
export function registerAssetsAnalyzer(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v1/cust-port/assets-analyzer', async (request) => {
    const customerId = requireCustomer(request);
    const plans = await customerPlans(db, customerId);
    const aum = sum((await valuedHoldings(db, plans.map((p) => p.id))).map((h) => h.aum));
    // The distributor holds only mutual funds here; other assets are shown as an empty slice.
    const data: AssetsAnalyzer = {
      asset_summary: { aua: money(aum) },
      investment_proportion: [
        { type: 'mutual_funds', ...ASSET_TYPE_DISPLAY.mutual_funds, aum: money(aum), weight: aum > 0n ? 100 : 0 },
        { type: 'other_assets', ...ASSET_TYPE_DISPLAY.other_assets, aum: 0, weight: 0 },
      ],
    };
    return { data };
  });
}
