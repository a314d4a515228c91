import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apps as appList } from './scripts/lib/apps.mjs';

// The shell and every remote of the one remotes list (shared/src/contracts/remote-apps.json).
const apps = appList.map((app) => app.dir);

// STYLE.md boundaries: no app imports another app's source; shared imports no app; server imports no frontend.
const zones = [
  ...apps.map((target) => ({
    target: `./${target}`,
    from: apps
      .filter((other) => other !== target)
      .map((other) => `./${other}`)
      .concat('./server'),
    message: 'An app never imports another app or the server: go through federation or the shared bus.',
  })),
  { target: './shared', from: [...apps, 'server'].map((a) => `./${a}`), message: 'shared imports no app.' },
  { target: './server', from: apps.map((a) => `./${a}`), message: 'The server imports only shared.' },
  ...apps.flatMap(remoteLayerZones),
  ...serviceDomainZones(),
];

/**
 * Server services by domain (decision record 010): outside server/src/services, a domain is
 * imported only through its `public.ts`; inside, services import each other's files directly and
 * never an entry, so no cycle hides behind one. Domains are read from disk, so a new one is covered.
 */
function serviceDomainZones() {
  const services = './server/src/services';
  const domains = readdirSync(new URL(services, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
  const outside = readdirSync(new URL('./server/src', import.meta.url), { withFileTypes: true })
    .filter((d) => d.name !== 'services')
    .map((d) => `./server/src/${d.name}`);
  return [
    ...domains.map(({ name }) => ({
      target: outside,
      from: `${services}/${name}`,
      except: ['./public.ts'],
      message: `Import the ${name} services through services/${name}/public.ts (add what you need there).`,
    })),
    {
      target: services,
      from: `${services}/*/public.ts`,
      message: "Services import each other's files directly, never a public.ts entry (decision record 010).",
    },
  ];
}

/**
 * Layers inside one app (decision record 007): src/pages/ compose features; a feature in
 * src/features/<name>/ imports shared and its own files only, never another feature, a page,
 * or the app's route and exposed modules. Features are read from disk, so a new one is covered.
 */
function remoteLayerZones(app) {
  const featuresDir = `./${app}/src/features`;
  let features = [];
  try {
    features = readdirSync(new URL(featuresDir, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
  } catch {
    return [];
  }
  return [
    ...features.map(({ name }) => ({
      target: `${featuresDir}/${name}`,
      from: featuresDir,
      except: [`./${name}`],
      message: 'A feature never imports another feature: compose them in a page (src/pages), or move the piece to shared.',
    })),
    { target: featuresDir, from: `./${app}/src/pages`, message: 'Features do not import pages: pages import features.' },
    { target: featuresDir, from: `./${app}/src/*.{ts,tsx}`, message: 'Features do not import the route or exposed modules.' },
  ];
}

const noFocusedTests = [
  {
    selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
    message: 'No focused tests.',
  },
  {
    selector: "CallExpression[callee.property.name='only'][callee.object.property.name='describe']",
    message: 'No focused tests.',
  },
  // A test skipped by title has no reason a reader can check (issue 22 item 5): skipIf(condition)
  // with the reason in the suite's name (server/test/helpers/requirements.ts), or test.skip(condition, reason).
  {
    selector:
      'CallExpression[callee.property.name=/^(skip|fixme|todo)$/][callee.object.name=/^(it|test|describe)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
    message: 'No test skipped without its reason: use skipIf(condition) with the reason, or test.skip(condition, reason).',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(skip|fixme)$/][callee.object.property.name='describe'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: 'No test skipped without its reason: use skipIf(condition) with the reason, or test.skip(condition, reason).',
  },
  { selector: 'CallExpression[callee.name=/^(xit|xdescribe|xtest)$/]', message: 'No test skipped without its reason.' },
];
// STYLE.md: colours come from the theme only (shared/src/ui/theme.tsx), so a hex colour anywhere else fails.
const HEX_COLOUR = '/#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b/';
const hexMessage = 'No hex colours outside the theme: use a token of shared/src/ui/theme.tsx (add one there if needed).';
const noHexColours = [
  { selector: `Literal[value=${HEX_COLOUR}]`, message: hexMessage },
  { selector: `TemplateElement[value.raw=${HEX_COLOUR}]`, message: hexMessage },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // TypeScript sources and the workspace's exports maps must resolve, or the path rules below see nothing.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...noFocusedTests],
    },
  },
  {
    // Each spec starts from the seed (issue 22 item 5): its `test` comes from e2e/support/test.ts.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "import { test } from '../support/test': it starts each spec file from the seeded data.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/src/**'],
    ignores: ['shared/src/ui/theme.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...noFocusedTests, ...noHexColours] },
  },
);
