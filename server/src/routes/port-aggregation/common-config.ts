import type { FastifyInstance } from 'fastify';
import { portAggregationPaths } from '@port/shared/contracts/api-paths';
import { businessClockSchema, commonConfigSchema } from '@port/shared/contracts/common-config';
import type { RouteDeps } from '../route-deps';
import { businessNow } from '../../lib/clock';
import { bangkokDate } from '../../lib/dates';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { flagReader } from '../feature-flags/flag-on';

/**
 * GET /api/port-aggregation/public/v1/common/config (public, spec §6). The analyzer switch
 * (default on, spec §3) follows the 'plan-analyzer' flag of the flag file when it is set.
 */
export function registerCommonConfig(app: FastifyInstance, { config }: RouteDeps): void {
  const flagOn = flagReader(config.FLAG_FILE);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(portAggregationPaths.commonConfig, { schema: { response: dataReply(commonConfigSchema) } }, async () => ({
      data: { plan_list: { analyzer: { enable: flagOn('plan-analyzer') } } },
    }));
  // The business clock (ours): screens take today and the tax year from it, as the server does.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(portAggregationPaths.businessClock, { schema: { response: dataReply(businessClockSchema) } }, async () => {
      const now = businessNow();
      return { data: { now: now.toISOString(), today: bangkokDate(now) } };
    });
}
