import { appendFileSync } from 'node:fs';
import { beforeAll, describe, it } from 'vitest';
import { nginxAvailable } from './nginx';
import { pgServerAvailable } from './pg-cluster';

/**
 * What a suite needs from the machine or the run. `machine`: a missing one is a broken CI
 * machine (fails under CI=true); otherwise (DATABASE_URL in the PGlite pass) a skip by design.
 */
export type Requirement = { met: boolean; missing: string; machine: boolean };

/** The PostgreSQL pass of scripts/test.sh (with-postgres.sh sets DATABASE_URL); the PGlite pass skips. */
export const postgresRun = (): Requirement => ({
  met: Boolean(process.env.DATABASE_URL),
  missing: 'DATABASE_URL is not set (the PGlite pass; scripts/test.sh runs it again on PostgreSQL 15)',
  machine: false,
});

/** PostgreSQL 15 installed here (initdb, pg_ctl): a suite that starts and stops a server of its own. */
export const postgresServer = (): Requirement => ({
  met: pgServerAvailable(),
  missing: 'PostgreSQL 15 is not installed (initdb, pg_ctl; scripts/lib/ensure-system.sh installs it)',
  machine: true,
});

/** nginx with the brotli static module. */
export const nginx = (): Requirement => ({
  met: nginxAvailable(),
  missing: 'nginx with the brotli static module is not installed (scripts/lib/ensure-system.sh installs it)',
  machine: true,
});

/** True on a CI run (`CI=true`, as CI services and `.ci/run` callers set it). */
const onCi = () => /^(1|true)$/i.test(process.env.CI ?? '');

/**
 * scripts/test.sh names a file in SUITE_REPORT and prints it after each vitest step, so the CI log
 * lists each suite that needs PostgreSQL or nginx: ran, skipped and why, or failed for lack of it.
 */
function report(outcome: 'ran' | 'skipped' | 'FAILED', name: string, reason = ''): void {
  const file = process.env.SUITE_REPORT;
  if (file) appendFileSync(file, `${outcome}: ${name}${reason ? ` (${reason})` : ''}\n`);
}

/**
 * A suite that needs PostgreSQL or nginx (issue 22 item 5): it runs when every requirement is
 * met (and says so in the log); otherwise it shows as skipped with the reason in its name, never
 * vanishes. Under CI=true a missing machine requirement fails, naming the suite.
 */
export function describeNeeding(name: string, requirements: Requirement[], body: () => void): void {
  const unmet = requirements.filter((requirement) => !requirement.met);
  const reason = unmet.map((requirement) => requirement.missing).join('; ');
  if (unmet.length && onCi() && unmet.some((requirement) => requirement.machine)) {
    describe(name, () => {
      it('has what it needs on this CI machine', () => {
        report('FAILED', name, reason);
        throw new Error(`"${name}" cannot run: ${reason}`);
      });
    });
    return;
  }
  if (unmet.length) {
    console.log(`skipped the suite "${name}": ${reason}`);
    report('skipped', name, reason);
  }
  describe.skipIf(unmet.length > 0)(unmet.length ? `${name} [skipped: ${reason}]` : name, () => {
    beforeAll(() => {
      console.log(`running the suite "${name}" (it needs PostgreSQL or nginx)`);
      report('ran', name);
    });
    body();
  });
}
