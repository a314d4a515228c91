import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { registerAssetList } from './asset-list';
import { registerAutomaticAllocation } from './automatic-allocation';
import { registerDca } from './dca';
import { registerFastCheckout } from './fast-checkout';
import { registerTradingProfile } from './trading-profile';
import { registerHybrid } from './hybrid';
import { registerMarketTiming } from './market-timing';
import { registerPlanCrud } from './plan-crud';
import { registerPublicFunds } from './public-funds';

/** /api/port: public fund data, hybrid catalogue/projections and private plan/order calls (spec §7). */
const portRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  registerPublicFunds(app, deps);
  registerHybrid(app, deps);
  registerPlanCrud(app, deps);
  registerAutomaticAllocation(app, deps);
  registerDca(app, deps);
  registerFastCheckout(app, deps);
  registerTradingProfile(app, deps);
  registerMarketTiming(app, deps);
  registerAssetList(app, deps);
};

export default portRoutes;
