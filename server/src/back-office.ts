import { createDb } from './db/client';
import { businessClockFromEnv, setBusinessClock } from './lib/clock';
import { runBackOffice } from './back-office/commands';

/**
 * The embedded back office's answers (issue 22 item 1), run by an officer with access to the
 * database, as the approval worker runs inside the app host (no HTTP route reaches either):
 *
 *   pnpm --filter @port/server back-office need_info --customer C0001 --parts bank,tax \
 *     --reason 'กรุณาแนบสมุดบัญชีธนาคารที่ชื่อตรงกับบัตรประชาชน' --officer 'วรรณา (ฝ่ายเปิดบัญชี)'
 *   pnpm --filter @port/server back-office close_contact --request CR-000001 \
 *     --reason 'โทรแจ้งลูกค้าแล้ว ลูกค้าเปลี่ยนบัญชีหักเงิน' --officer 'สมพร (ฝ่ายบริการลูกค้า)'
 *   pnpm --filter @port/server back-office reject_ats --customer C0051 \
 *     --reason 'ธนาคารแจ้งว่าชื่อบัญชีไม่ตรงกับชื่อผู้สมัคร' --officer 'สมพร (ฝ่ายบริการลูกค้า)'
 *
 * Commands: rejected | need_info | lack_info (--customer, --account defaults to omnibus, --parts,
 * --reason, --officer); close_contact (--request, --reason, --officer); reject_ats (--customer,
 * --reason, --officer). Uses DATABASE_URL, or the app host's PGlite directory (DATA_DIR) while
 * the app host is stopped.
 */
setBusinessClock(businessClockFromEnv(process.env.BUSINESS_CLOCK_AT));
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  const { exitCode, output } = await runBackOffice(handle.db, process.argv.slice(2));
  console.log(output);
  process.exitCode = exitCode;
} finally {
  await handle.close();
}
