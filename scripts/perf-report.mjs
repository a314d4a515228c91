// `pnpm perf:report` (issue 19 item 6): p75 of the real-user metrics the shell reported (LCP, INP,
// CLS, TTFB), per route and per remote version, from the web_vitals table of DATABASE_URL, or of
// the embedded PGlite database when unset (stop the server first: PGlite has one user at a time).
// After an e2e run: `bash scripts/lib/with-postgres.sh bash -c 'cd e2e && npx playwright test …; cd .. && pnpm perf:report'`.
// `--days=N` (default 28) limits the window. Run with `node --import tsx` (package.json does).
const { createDb } = await import('../server/src/db/client.ts');
const { vitalsP75 } = await import('../server/src/platform/vitals/vitals-p75.ts');

const daysArg = process.argv.find((arg) => arg.startsWith('--days='));
const days = daysArg ? Number(daysArg.slice('--days='.length)) : 28;
if (!Number.isInteger(days) || days < 1) throw new Error('--days=N: a whole number of days');

const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'];
const format = (name, value) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL });
try {
  const lines = new Map();
  for (const row of await vitalsP75(handle.db, days)) {
    const remote = row.allVersions ? '(all versions)' : (row.remote ?? '(shell)');
    const version = row.allVersions ? '' : (row.version ?? '');
    const key = `${row.route}|${remote}|${version}`;
    const empty = Object.fromEntries(METRICS.map((name) => [`${name} p75`, '-']));
    const line = lines.get(key) ?? { route: row.route, remote, version, samples: 0, ...empty };
    line[`${row.name} p75`] = format(row.name, row.p75);
    line.samples = Math.max(line.samples, row.samples);
    lines.set(key, line);
  }
  console.log(`Real-user metrics of the last ${days} days, p75 (samples: the most of any one metric)`);
  if (lines.size === 0) console.log('(no reports yet: the shell sends them when a page is hidden or left)');
  else console.table([...lines.values()]);
} finally {
  await handle.close();
}
