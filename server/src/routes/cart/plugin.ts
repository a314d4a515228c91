import type { FastifyPluginAsync } from 'fastify';
import { fundListBodySchema, type Fund } from '@port/shared/contracts/fund';
import type { RouteDeps } from '../route-deps';
import { requireCustomer } from '../../http/require-customer';
import { validate } from '../../http/validate';
import { fundsToContract } from '../../services/fund-view';
import { fundsByCode } from '../../services/navs';

/** POST /proxy/cart/private/api/v1/fund-list: funds with their latest NAV, filtered by codes or tax type. */
const cartRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post('/private/api/v1/fund-list', async (request) => {
    requireCustomer(request);
    const body = validate(fundListBodySchema, request.body ?? {});
    const all = [...(await fundsByCode(db, body.fund_shortcodes)).values()];
    const picked = all.filter((f) => !body.fund_tax_type || f.taxType === body.fund_tax_type);
    const data: Fund[] = await fundsToContract(db, picked);
    return { data };
  });
};

export default cartRoutes;
