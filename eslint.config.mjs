// ESLint for the whole workspace. Packages meet only through @itam/shared: no
// package imports another's source (ARCHITECTURE.md).
import js from '@eslint/js';
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
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', jest: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
