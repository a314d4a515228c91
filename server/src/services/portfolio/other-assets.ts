import { asc, eq } from 'drizzle-orm';
import { otherAssetKindSchema, type OtherAsset } from '@port/shared/contracts/assets-analyzer';
import type { Db } from '../../db/client';
import { customerOtherAssets } from '../../db/schema/other-assets';
import { money, MONEY, toScaled } from '../../lib/decimal';

/** One holding outside funds with its amount in satang (exact), for the analyzer's sums. */
export type OtherAssetRow = { asset: OtherAsset; satang: bigint };

/** The customer's holdings outside the distributor's funds, largest first (issue 22 item 4). */
export async function otherAssetsOf(db: Db, customerId: string): Promise<OtherAssetRow[]> {
  const rows = await db
    .select()
    .from(customerOtherAssets)
    .where(eq(customerOtherAssets.customerId, customerId))
    .orderBy(asc(customerOtherAssets.id));
  return rows
    .map((row) => {
      const satang = toScaled(row.amount, MONEY);
      return {
        satang,
        asset: {
          kind: otherAssetKindSchema.parse(row.kind),
          name_th: row.nameTh,
          institution_th: row.institutionTh,
          aum: money(satang),
          as_of: row.asOf,
        },
      };
    })
    .sort((a, b) => (b.satang > a.satang ? 1 : b.satang < a.satang ? -1 : 0));
}
