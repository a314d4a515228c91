import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { otherPaths } from '@port/shared/contracts/api-paths';
import { vitalsReportSchema } from '@port/shared/contracts/vitals';
import type { AppConfig } from '../../config';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { readRemotes } from '../remotes';
import { storeVitals } from './vitals-store';

export type VitalsOptions = Pick<AppConfig, 'VITALS_SAMPLE_RATE' | 'VITALS_MAX_ROWS'> & {
  /** 0 ≤ x < 1; a report is kept when it is below the sample rate (tests pass their own). */
  random?: () => number;
};

/**
 * POST /api/vitals/v1/report (issue 19 item 6): the shell's real-user metrics of one page load.
 * The contract refuses anything but a route of the route table, the remote that owns it and
 * one to four known metrics (400, Thai message); a version that is not the remote's live one
 * (a page older than the last deploy) and reports outside the sample are dropped, all with 204.
 * No person is named in what is kept; the rate limit 'vitals' bounds each address.
 */
export function registerVitals(app: FastifyInstance, config: AppConfig, options: Partial<VitalsOptions> = {}): void {
  const rate = options.VITALS_SAMPLE_RATE ?? config.VITALS_SAMPLE_RATE;
  const maxRows = options.VITALS_MAX_ROWS ?? config.VITALS_MAX_ROWS;
  const random = options.random ?? Math.random;
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(otherPaths.vitals, { schema: { body: vitalsReportSchema, response: { 204: z.null() } } }, async (request, reply) => {
      const report = request.body;
      if (random() >= rate) return reply.code(204).send(null);
      if (report.remote !== null) {
        const live = (await readRemotes(config, app.liveRemotes))[report.remote];
        if (!live || live.version !== report.version) return reply.code(204).send(null);
      }
      await storeVitals(app.db, report, maxRows);
      return reply.code(204).send(null);
    });
}
