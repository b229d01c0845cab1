import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `itam-e2e-${process.pid}`);
const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

/**
 * End-to-end tests in Debian's Chromium against the production build, served by
 * the API on its own port with a fresh database (migrated and seeded on start).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try is a failing test; fix its cause.
  retries: 0,
  reporter: jsonOutput ? [['list'], ['json', { outputFile: jsonOutput }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // An action that cannot happen (a button covered by an open dropdown) fails in 30 s,
    // naming the action, rather than waiting out the whole test.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'node ../api/dist/main.cjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    timeout: 180_000,
    // Production mode seeds nothing and names its payment provider: the journeys need the demo data and the test gateway.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      PAYMENT_PROVIDER: 'test',
      LOG_LEVEL: 'warn',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
