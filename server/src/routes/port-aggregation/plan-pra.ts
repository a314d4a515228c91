import type { FastifyInstance } from 'fastify';
import type { Pra } from '@port/shared/contracts/pra';
import type { RouteDeps } from '../route-deps';
import { praOf } from '../../services/pra';
import { aaOf } from '../../services/automatic-allocation';
import { planFromParams } from '../plan-params';

/** GET .../v2/cust-port/plan/{accountType}/{planSlot}/pra: the plan's PRA, status NONE when not set up. */
export function registerPlanPra(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/private/v2/cust-port/plan/:accountType/:planSlot/pra', async (request) => {
    const { customerId, plan } = await planFromParams(db, request);
    const pra = await praOf(db, customerId, plan);
    if (pra) return { data: pra };
    const aa = await aaOf(db, plan);
    const none: Pra = {
      pra_list: [], status: 'NONE', pra_date: null, total_amount: 0, topup_amount: 0, min_invest: 0, error_message: null, error_code: null,
      aa: { is_plan_enable_aa: aa.state === 'enabled', can_enable: aa.can_enable, toggle_status: 'idle', status: aa.state, is_job_running: false, error_message: null, error_code: null },
      bank: null, investment_view: null,
    };
    return { data: none };
  });
}
