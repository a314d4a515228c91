import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { registerAnalyzer } from './analyzer';
import { registerAssetsAnalyzer } from './assets-analyzer';
import { registerCommonConfig } from './common-config';
import { registerModel } from './model';
import { registerOrderPreviews } from './orders-preview';
import { registerPlanDetail } from './plan-detail';
import { registerPlanList } from './plan-list';
import { registerPlanPra } from './plan-pra';
import { registerUnitholder } from './unitholder';

/** /api/port-aggregation: private portfolio reads and the public common config (spec §7). */
const portAggregationRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  registerPlanList(app, deps);
  registerPlanDetail(app, deps);
  registerPlanPra(app, deps);
  registerAnalyzer(app, deps);
  registerAssetsAnalyzer(app, deps);
  registerModel(app, deps);
  registerUnitholder(app, deps);
  registerOrderPreviews(app, deps);
  registerCommonConfig(app, deps);
};

export default portAggregationRoutes;
