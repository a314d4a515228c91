import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { amcInfoListSchema, fundRecommendationQuerySchema, type FundRecommendation } from '@port/shared/contracts/fund';
import type { z } from 'zod';
import type { RouteDeps } from '../route-deps';
import { amcs, fundCombos, funds } from '../../db/schema/funds';
import { validate } from '../../http/validate';
import { money } from '../../lib/decimal';
import { comboMinAmount } from '../../services/combo-minimum';
import { fundsToContract } from '../../services/fund-view';
import { fundsByCode } from '../../services/navs';

/** Public fund data (spec §6): fund recommendation by tax type (default rmf) and the AMC list. */
export function registerPublicFunds(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/public/api/v1/segregate/fund-recommendation', async (request) => {
    const { fund_tax_type } = validate(fundRecommendationQuerySchema, request.query);
    const individual = await fundsToContract(db, await db.select().from(funds).where(eq(funds.taxType, fund_tax_type)));
    const combos = await db.select().from(fundCombos).where(eq(fundCombos.taxType, fund_tax_type)).orderBy(fundCombos.id);
    const comboFunds = await fundsByCode(db, combos.flatMap((c) => c.allocations.map((a) => a.fund_code)));
    const data: FundRecommendation = {
      individual: { funds: individual, tag_id: individual.length ? `${fund_tax_type}-funds` : null },
      port: {
        combos: combos.map((c) => ({
          combo_id: c.id,
          name: c.nameTh,
          description: c.allocations.map((a) => `${a.fund_code} ${a.weight}%`).join(' + '),
          // Every fund of the combo must reach its own minimum subscription (checkout enforces it).
          min_amount: money(comboMinAmount(c.allocations, comboFunds)),
          funds: c.allocations.map((a) => ({ fund_shortcode: a.fund_code, fund_name_th: comboFunds.get(a.fund_code)?.nameTh ?? a.fund_code, weight: a.weight })),
        })),
        tag_id: combos[0]?.tagId ?? null,
      },
    };
    return { data };
  });

  app.get('/public/api/v1/segregate/amc-info', async () => {
    const rows = await db.select().from(amcs).orderBy(amcs.code);
    const data: z.infer<typeof amcInfoListSchema> = rows.map((a) => ({ amc_code: a.code, name_th: a.nameTh, name_en: a.nameEn, logo_url: a.logoUrl }));
    return { data };
  });
}
