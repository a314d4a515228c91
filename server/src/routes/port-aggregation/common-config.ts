import type { FastifyInstance } from 'fastify';
import type { CommonConfig } from '@port/shared/contracts/common-config';
import type { RouteDeps } from '../route-deps';
import { FileFlagProvider } from '../feature-flags/file-flag-provider';

/**
 * GET /api/port-aggregation/public/v1/common/config (public, spec §6). The analyzer switch
 * (default on, spec §3) follows the 'plan-analyzer' flag of the flag file when it is set.
 */
export function registerCommonConfig(app: FastifyInstance, { config }: RouteDeps): void {
  const flags = new FileFlagProvider(config.FLAG_FILE);
  app.get('/public/v1/common/config', async () => {
    const data: CommonConfig = { plan_list: { analyzer: { enable: flags.values()['plan-analyzer'] !== false } } };
    return { data };
  });
}
