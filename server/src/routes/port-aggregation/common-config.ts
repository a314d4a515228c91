import type { FastifyInstance } from 'fastify';
import { DEFAULT_COMMON_CONFIG, type CommonConfig } from '@port/shared/contracts/common-config';

/** GET /api/port-aggregation/public/v1/common/config (public, spec §6). */
export function registerCommonConfig(app: FastifyInstance): void {
  app.get('/public/v1/common/config', async () => {
    const data: CommonConfig = DEFAULT_COMMON_CONFIG;
    return { data };
  });
}
