// `pnpm start`: builds what is missing, then serves the app host, the five remote origins and
// the identity provider on the embedded defaults (PGlite, built-in OIDC provider, flag file).
import { execFileSync } from 'node:child_process';
import { startStack } from './lib/stack.mjs';

const root = new URL('..', import.meta.url).pathname;
execFileSync(process.execPath, ['scripts/build.mjs', '--missing'], { cwd: root, stdio: 'inherit' });

const base = Number(process.env.BASE_PORT ?? 3000);
// The demo's embedded back office approves a verified open-account application after a minute (issue 11).
const stack = await startStack({ base, env: { OA_AUTO_APPROVE_AFTER_S: process.env.OA_AUTO_APPROVE_AFTER_S ?? '60' } });
const { DEMO_ACCOUNTS: demoAccounts } = await import('../server/src/db/seed/demo-accounts.ts');

console.log(`\nพร้อมใช้งาน: ${stack.appOrigin} (Node ${process.version})\n`);
console.log('Demo sign-ins (username / password: who):');
for (const account of demoAccounts) console.log(`  ${account.username} / ${account.password}: ${account.description}`);
console.log('\nCtrl+C to stop.');

const shutdown = () => {
  stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
