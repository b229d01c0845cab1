// One jest run for every package: browser packages in jsdom, the API in node.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// ESM-only packages that jest must transform (Storybook 10 for the story test; pg-boss).
const esmOnly = ['jose', 'storybook', '@storybook', 'pg-boss', 'serialize-error', 'non-error'].join(
  '|',
);
const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // `+`: pnpm stores `@scope/name` as `.pnpm/@scope+name@version`.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly})[@/+])`],
  moduleNameMapper: {
    '\\.(css|less)$': 'identity-obj-proxy',
    '\\.(woff2?|png|jpe?g|gif|webp)$': `${__dirname}/shared/src/testing/file-stub.ts`,
  },
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
};
const webPackages = [
  'shared',
  'shell',
  'mf-assets',
  'mf-vendors',
  'mf-incidents',
  'mf-exit-signoff',
  'mf-shop',
  'mf-scanner',
  'mf-marketing',
];
module.exports = {
  // antd screens in jsdom on a loaded 2-core machine can pass 5 s; 20 s still catches hangs.
  testTimeout: 20_000,
  projects: [
    ...webPackages.map((dir) => ({
      ...base,
      displayName: dir,
      rootDir: `${__dirname}/${dir}`,
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: [`${__dirname}/shared/src/testing/jest-setup.ts`],
    })),
    {
      ...base,
      displayName: 'api',
      rootDir: `${__dirname}/api`,
      testEnvironment: 'node',
      // One migrated, seeded database per run that each test env copies (api/test/template.ts).
      globalSetup: '<rootDir>/test/template.ts',
      globalTeardown: '<rootDir>/test/template-teardown.ts',
    },
    { ...base, displayName: 'agent', rootDir: `${__dirname}/agent`, testEnvironment: 'node' },
    {
      ...base,
      displayName: 'e2e-bench',
      rootDir: `${__dirname}/e2e`,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/bench/__tests__/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'scripts',
      rootDir: `${__dirname}/scripts`,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/__tests__/**/*.test.ts'],
    },
  ],
};
