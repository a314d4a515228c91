import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { portPaths } from '@port/shared/contracts/api-paths';
import { customerBankListSchema, tradingProfileSchema } from '@port/shared/contracts/trading-profile';
import type { RouteDeps } from '../route-deps';
import { customerBanks } from '../../db/schema/customers';
import { requireCustomer } from '../../http/require-customer';
import { dataReply, type ZodTypeProvider } from '../../http/zod-type-provider';
import { maskBankAccount } from '@port/shared/domain/mask';
import { customerRow, tradingProfile } from '../../services/customer/public';

/** May the customer trade (issue 8), and the banks a checkout may debit or pay into. */
export function registerTradingProfile(app: FastifyInstance, { db }: RouteDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(portPaths.tradingProfile, { schema: { response: dataReply(tradingProfileSchema) } }, async (request) => ({
    data: tradingProfile(await customerRow(db, requireCustomer(request))),
  }));
  api.get(portPaths.customerBanks, { schema: { response: dataReply(customerBankListSchema) } }, async (request) => {
    const rows = await db
      .select()
      .from(customerBanks)
      .where(eq(customerBanks.customerId, requireCustomer(request)))
      .orderBy(customerBanks.id);
    const banks = rows
      .map((b) => ({
        bank_id: b.id,
        bank_name: b.bankName,
        bank_display_name: b.bankDisplayName,
        masked_bank_account_no: maskBankAccount(b.bankAccountNo),
        bank_logo_url: b.bankLogoUrl,
        is_main: b.isMain,
      }))
      .sort((a, b) => Number(b.is_main) - Number(a.is_main));
    return { data: banks };
  });
}
