import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../route-deps';
import { startApprovalWorker } from '../../services/open-account/public';
import { pendingAaJobIds, processAaJob } from '../../services/plans/public';

/**
 * The embedded back office applies AA jobs (issue 22 item 4) as it approves applications and ATS
 * requests: after OA_AUTO_APPROVE_AFTER_S, off unless set. Until then the AA panel shows the job running.
 */
export function startAaJobWorker(app: FastifyInstance, { db, config }: RouteDeps): void {
  const afterS = config.OA_AUTO_APPROVE_AFTER_S;
  if (afterS === undefined) return;
  let worker: { stop: () => void } | undefined;
  app.addHook('onReady', async () => {
    worker = startApprovalWorker(db, {
      afterMs: afterS * 1000,
      list: pendingAaJobIds,
      approve: processAaJob,
      onError: (jobId, err) => app.log.error({ err, jobId }, 'AA job failed to run'),
    });
  });
  app.addHook('onClose', async () => worker?.stop());
}
