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
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'No focused tests.' },
      ],
    },
  },
);
