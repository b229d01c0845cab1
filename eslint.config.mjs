// ESLint for the whole workspace. Packages meet only through @itam/shared: no
// package imports another's source (ARCHITECTURE.md).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// antd, the router, redux toolkit and react-i18next reach the browser only through the
// kit's tree-shaken re-export singletons (@itam/shared/antd, /antd-display, /antd-overlay,
// /antd-data, /antd-input, /icons, /router, /store, /i18n); types may come from the packages.
const antdPaths = [
  {
    name: 'antd',
    allowTypeImports: true,
    message:
      'Import antd components from @itam/shared/antd, /antd-display, /antd-overlay, /antd-data or /antd-input.',
  },
  {
    // One dayjs instance, the one antd's pickers extend with their plugins.
    name: 'dayjs',
    allowTypeImports: true,
    message: 'Import dayjs from @itam/shared/antd-input.',
  },
  {
    name: '@ant-design/icons',
    allowTypeImports: true,
    message: 'Import icons from @itam/shared/icons.',
  },
  {
    name: 'react-router-dom',
    allowTypeImports: true,
    message: 'Import the router from @itam/shared/router.',
  },
  {
    name: 'react-router',
    allowTypeImports: true,
    message: 'Import the router from @itam/shared/router.',
  },
  // Shared through the kit entries that re-export what the product uses (a shared package
  // is not tree-shaken); two copies of react-i18next would also mean two contexts.
  {
    name: '@reduxjs/toolkit',
    allowTypeImports: true,
    message: 'Import createSlice (and PayloadAction) from @itam/shared/store.',
  },
  {
    name: 'react-i18next',
    allowTypeImports: true,
    message: 'Import useTranslation and I18nextProvider from @itam/shared/i18n.',
  },
];

const crossPackage = {
  patterns: [
    {
      group: [
        '@itam/shell',
        '@itam/shell/*',
        '@itam/mf-*',
        '@itam/api',
        '@itam/api/*',
        '@itam/e2e',
      ],
      message: 'Packages meet only through @itam/shared.',
    },
    {
      group: ['**/shell/src/**', '**/mf-*/src/**', '**/api/src/**', '**/shared/src/**'],
      message: 'Do not import another package by path; use @itam/shared and its exports.',
    },
  ],
};

const root = import.meta.dirname;

// Tests, stories and test helpers are not held to the size and boundary rules.
const notSource = [
  '**/__tests__/**',
  '**/test-support/**',
  '**/testing/**',
  '**/*.stories.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
];

const dirsOf = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/**
 * Feature boundaries inside each remote (`mf-x/src/features/<feature>/`):
 * - a feature reaches another feature only through the files at the top of its folder;
 *   its subfolders (`api/`, `sections/`, `views/`, ...) are its own;
 * - the remote's shared code (`common/`, `api/`, ...) does not import a feature;
 * - a feature does not import the remote's entry (module, routes, bootstrap).
 */
function featureZones(remote) {
  const src = path.join(root, remote, 'src');
  const features = dirsOf(`${remote}/src/features`);
  const shared = dirsOf(`${remote}/src`).filter(
    (d) => !['features', '__tests__', 'test-support'].includes(d),
  );
  return [
    ...features.map((feature) => ({
      target: path.join(src, 'features', feature, '**'),
      from: path.join(src, 'features', '*', '*', '**'),
      // A feature's api/ folder is public: its endpoints are the cached data every screen
      // showing that data shares (ARCHITECTURE.md, "State and server data").
      except: [
        path.join(src, 'features', feature, '**'),
        path.join(src, 'features', '*', 'api', '**'),
      ],
      message: 'Use the files at the top of the other feature (or its api/), not its subfolders.',
    })),
    ...shared.map((dir) => ({
      target: path.join(src, dir, '**'),
      from: path.join(src, 'features'),
      message: 'Code shared by the features does not import a feature.',
    })),
    {
      target: path.join(src, 'features', '**'),
      from: ['module.tsx', 'routes.ts', 'bootstrap.tsx', 'index.ts'].map((f) => path.join(src, f)),
      message: "A feature does not import its remote's entry.",
    },
  ];
}

const remotes = fs.readdirSync(root).filter((d) => /^mf-/.test(d));

/**
 * The ratcheted rules (issue 32): today's violations are counted per file in
 * lint-baseline.json, and `pnpm run lint` (scripts/lint-ratchet.ts) fails on a new one
 * and on a count that went down without the baseline being lowered. Not in the default
 * export, so `eslint <files>` stays the plain gate; the ratchet adds them.
 * Lines are counted without blank lines and comments: the rule measures code, and the
 * explanations this code base keeps beside it are not to be traded for a line budget.
 */
export const ratchetConfig = [
  {
    files: ['*/src/**/*.{ts,tsx}', 'api/scripts/**/*.ts', 'scripts/**/*.ts'],
    ignores: notSource,
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': [
        'error',
        { max: 60, skipBlankLines: true, skipComments: true, IIFEs: false },
      ],
    },
  },
  {
    // The API and the kit have no cycle at all (the default export); elsewhere ratcheted.
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'shared/src/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: notSource,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones(remote) }] },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'shared/src/**', 'api/src/**'],
    ignores: [
      'shared/src/antd/**',
      'shared/src/router/**',
      'shared/src/i18n/**',
      'shared/src/store/**',
    ],
    rules: { 'no-restricted-imports': ['error', { ...crossPackage, paths: antdPaths }] },
  },
  {
    files: [
      'shared/src/antd/**',
      'shared/src/router/**',
      'shared/src/i18n/**',
      'shared/src/store/**',
    ],
    rules: { 'no-restricted-imports': ['error', crossPackage] },
  },
  {
    // Import cycles: none in the API and the kit (issue 32). Resolved as the bundler and
    // tsx resolve them: extensionless TypeScript and the kit's package exports.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'shared/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', jest: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
