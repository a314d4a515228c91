// `pnpm shared:exports`: writes shared/exports/<version>.json, the run-time exports of each federated
// @port/shared module at shared/package.json's version (issue 20 item 3, decision 011). A version's
// file is never rewritten: changing what a released version exports means a new version (a minor
// that only adds, or a major), checked by shared/src/exports-versions.test.ts.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { EXPORTS_DIR, sharedExportsManifest } from '../tools/rspack/shared-exports.mjs';

const manifest = sharedExportsManifest();
const file = path.join(EXPORTS_DIR, `${manifest.version}.json`);
// Formatted as `prettier --check` expects it.
const text = await prettier.format(JSON.stringify(manifest), { ...(await prettier.resolveConfig(file)), parser: 'json' });
if (existsSync(file) && readFileSync(file, 'utf8') !== text) {
  console.error(
    `@port/shared ${manifest.version} is released with other exports (${path.relative(process.cwd(), file)}): ` +
      'raise the version in shared/package.json (minor when you only add, major when you remove or change one), then run this again.',
  );
  process.exit(1);
}
mkdirSync(EXPORTS_DIR, { recursive: true });
writeFileSync(file, text);
console.log(`${path.relative(process.cwd(), file)}: ${Object.keys(manifest.modules).length} modules`);
