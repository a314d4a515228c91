import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { z, ZodError } from 'zod';
import { oaAccountKindSchema } from '@port/shared/contracts/oa';
import type { Db } from '../db/client';
import { oaApplications } from '../db/schema/oa';
import { rejectAts } from '../services/ats/public';
import { closeContactRequest } from '../services/contact/public';
import { returnApplication } from '../services/open-account/public';

export type BackOfficeAnswer = { exitCode: 0 | 1; output: string };

const OPTIONS = {
  customer: { type: 'string' },
  account: { type: 'string', default: 'omnibus' },
  parts: { type: 'string' },
  reason: { type: 'string' },
  officer: { type: 'string' },
  request: { type: 'string' },
} as const;
type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

const done = (result: object): BackOfficeAnswer => ({ exitCode: 0, output: JSON.stringify(result) });
const refused = (output: string): BackOfficeAnswer => ({ exitCode: 1, output });

/** rejected | need_info | lack_info: sends a submitted application back (spec §4 ACCOUNT_REJECTED …). */
async function returnCommand(db: Db, outcome: string, values: Values): Promise<BackOfficeAnswer> {
  const [app] = await db
    .select({ id: oaApplications.id })
    .from(oaApplications)
    .where(
      and(
        eq(oaApplications.customerId, values.customer ?? ''),
        eq(oaApplications.accountKind, oaAccountKindSchema.parse(values.account)),
      ),
    );
  const result = app
    ? await returnApplication(db, app.id, {
        outcome: outcome as 'rejected',
        parts: (values.parts ?? '').split(',').filter(Boolean) as ['bank'],
        reason: values.reason ?? '',
        officer: values.officer ?? '',
      })
    : null;
  return result ? done(result) : refused('no submitted application of this customer and account kind');
}

/** close_contact: a call-back request answered (issue 22 item 1), with who and what was done. */
async function closeContactCommand(db: Db, values: Values): Promise<BackOfficeAnswer> {
  const result = await closeContactRequest(db, {
    requestNo: values.request ?? '',
    officer: values.officer ?? '',
    note: values.reason ?? '',
  });
  if (result.closed) return done(result);
  return refused(result.reason === 'not_found' ? 'no call-back request with this number' : 'this request is already closed');
}

const rejectAtsSchema = z.object({
  customer: z.string().trim().min(1, 'กรุณาระบุรหัสลูกค้า'),
  reason: z.string().trim().min(1, 'กรุณาระบุเหตุผลที่ธนาคารปฏิเสธ').max(500),
  officer: z.string().trim().min(1, 'กรุณาระบุชื่อเจ้าหน้าที่').max(100),
});

/** reject_ats: the bank refused the customer's ATS request; the customer then sees ATS_REJECTED with the reason. */
async function rejectAtsCommand(db: Db, values: Values): Promise<BackOfficeAnswer> {
  const { customer, reason, officer } = rejectAtsSchema.parse({
    customer: values.customer ?? '',
    reason: values.reason ?? '',
    officer: values.officer ?? '',
  });
  if (await rejectAts(db, customer, reason, officer)) return done({ customerId: customer, status: 'ATS_REJECTED', reason });
  return refused('no ATS request of this customer waits for the bank');
}

const COMMANDS: Record<string, (db: Db, values: Values) => Promise<BackOfficeAnswer>> = {
  rejected: (db, values) => returnCommand(db, 'rejected', values),
  need_info: (db, values) => returnCommand(db, 'need_info', values),
  lack_info: (db, values) => returnCommand(db, 'lack_info', values),
  close_contact: closeContactCommand,
  reject_ats: rejectAtsCommand,
};

/** One back-office command (argv without node and the script); bad input is refused, never thrown. */
export async function runBackOffice(db: Db, argv: string[]): Promise<BackOfficeAnswer> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    return refused((error as Error).message);
  }
  const command = COMMANDS[parsed.positionals[0] ?? ''];
  if (!command) return refused(`unknown command; one of: ${Object.keys(COMMANDS).join(', ')}`);
  try {
    return await command(db, parsed.values);
  } catch (error) {
    if (error instanceof ZodError) return refused(error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    throw error;
  }
}
