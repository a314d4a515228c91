import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mfe-dashboard', 'mfe-plan-select', 'mfe-orders', 'mfe-tsf', 'mfe-oa'];

// STYLE.md boundaries: no app imports another app's source; shared imports no app; server imports no frontend.
const zones = [
  ...apps.map((target) => ({
    target: `./${target}`,
    from: apps.filter((other) => other !== target).map((other) => `./${other}`).concat('./server'),
    message: 'An app never imports another app or the server: go through federation or the shared bus.',
  })),
  { target: './shared', from: [...apps, 'server'].map((a) => `./${a}`), message: 'shared imports no app.' },
  { target: './server', from: apps.map((a) => `./${a}`), message: 'The server imports only shared.' },
];

const noFocusedTests = {
  selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]",
  message: 'No focused tests.',
};
// STYLE.md: colours come from the theme only (shared/src/ui/theme.tsx), so a hex colour anywhere else fails.
const HEX_COLOUR = '/#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b/';
const hexMessage = 'No hex colours outside the theme: use a token of shared/src/ui/theme.tsx (add one there if needed).';
const noHexColours = [
  { selector: `Literal[value=${HEX_COLOUR}]`, message: hexMessage },
  { selector: `TemplateElement[value.raw=${HEX_COLOUR}]`, message: hexMessage },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/src/**'],
    ignores: ['shared/src/ui/theme.tsx'],
    rules: { 'no-restricted-syntax': ['error', noFocusedTests, ...noHexColours] },
  },
);
