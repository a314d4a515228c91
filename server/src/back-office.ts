import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { oaAccountKindSchema } from '@port/shared/contracts/oa';
import { createDb } from './db/client';
import { oaApplications } from './db/schema/oa';
import { businessClockFromEnv, setBusinessClock } from './lib/clock';
import { returnApplication } from './services/open-account/public';

/**
 * The embedded back office's review answers (issue 22 item 1), run by an officer with access to the
 * database, as the approval worker runs inside the app host (no HTTP route reaches either):
 *
 *   pnpm --filter @port/server back-office need_info --customer C0001 --parts bank,tax \
 *     --reason 'กรุณาแนบสมุดบัญชีธนาคารที่ชื่อตรงกับบัตรประชาชน' --officer 'วรรณา (ฝ่ายเปิดบัญชี)'
 *
 * outcome: rejected | need_info | lack_info; --account defaults to omnibus. Uses DATABASE_URL, or
 * the app host's PGlite directory (DATA_DIR) while the app host is stopped.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    customer: { type: 'string' },
    account: { type: 'string', default: 'omnibus' },
    parts: { type: 'string' },
    reason: { type: 'string' },
    officer: { type: 'string' },
  },
});
setBusinessClock(businessClockFromEnv(process.env.BUSINESS_CLOCK_AT));
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  const [app] = await handle.db
    .select({ id: oaApplications.id })
    .from(oaApplications)
    .where(
      and(
        eq(oaApplications.customerId, values.customer ?? ''),
        eq(oaApplications.accountKind, oaAccountKindSchema.parse(values.account)),
      ),
    );
  const result = app
    ? await returnApplication(handle.db, app.id, {
        outcome: positionals[0] as 'rejected',
        parts: (values.parts ?? '').split(',').filter(Boolean) as ['bank'],
        reason: values.reason ?? '',
        officer: values.officer ?? '',
      })
    : null;
  console.log(result ? JSON.stringify(result) : 'no submitted application of this customer and account kind');
  process.exitCode = result ? 0 : 1;
} finally {
  await handle.close();
}
