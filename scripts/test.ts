/**
 * `pnpm test`: every check and suite of the product, in order, then one closing
 * line `N passed, N failed` summing them all.
 *
 *   typecheck, lint            one check each
 *   jest (PGlite)              every package's unit, component and API tests
 *   jest api (PostgreSQL)      the API suites again on a real server (DATABASE_URL,
 *                              or a throwaway cluster when PostgreSQL is installed)
 *   build                      production build of the web apps and the API
 *   dev-build                  one remote's development build, standalone dev host included
 *   storybook                  static build of the Storybook (every story of every package)
 *   e2e                        Playwright in Debian's Chromium against the build
 *
 * TEST_STAGES=jest,e2e runs a subset. A stage that cannot run counts as failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-test-'));
const tsx = require.resolve('tsx/cli');

interface Tally {
  stage: string;
  passed: number;
  failed: number;
  seconds: number;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

type JestJson = {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
};

/** A jest run counted by its JSON report; suites that failed to run count as failures. */
async function jestStage(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const file = path.join(outDir, `jest-${Date.now()}.json`);
  const code = await run(cmd, [...args, '--json', `--outputFile=${file}`], env);
  const report = readJson<JestJson>(file);
  if (!report) return { passed: 0, failed: 1 };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  return { passed: report.numPassedTests, failed: failed || (code === 0 ? 0 : 1) };
}

type PlaywrightJson = { stats: { expected: number; unexpected: number; flaky: number } };

async function e2eStage() {
  const file = path.join(outDir, 'playwright.json');
  const code = await run('pnpm', ['--filter', '@itam/e2e', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const report = readJson<PlaywrightJson>(file);
  if (!report) return { passed: 0, failed: 1 };
  const { expected, unexpected, flaky } = report.stats;
  // A test that passed only on a retry is a failing test (the config asks for no retries).
  const failed = unexpected + flaky;
  return { passed: expected, failed: failed || (code === 0 ? 0 : 1) };
}

async function check(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const code = await run(cmd, args, env);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

// PGlite loads its WebAssembly through a dynamic import, which jest's module
// runtime allows only with this flag.
const JEST_ENV = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
};

const STAGES: Record<string, () => Promise<{ passed: number; failed: number }>> = {
  typecheck: () => check('pnpm', ['run', 'typecheck']),
  lint: () => check('pnpm', ['run', 'lint']),
  jest: () => jestStage('pnpm', ['exec', 'jest', '--maxWorkers=2'], JEST_ENV),
  'jest-postgres': () => jestStage('pnpm', ['--filter', '@itam/api', 'run', 'test:pg']),
  build: () => check(process.execPath, [tsx, 'scripts/build.ts']),
  // A remote's development build (container and standalone dev host), as `pnpm dev` runs it.
  'dev-build': () =>
    check(process.execPath, [tsx, 'scripts/build.ts', '--dev-check', 'mf-scanner']),
  // One check like build. Bounded to the CI machine's 2 cores: the minifier takes one
  // worker (.storybook/main.ts) and swc's native work two libuv threads.
  storybook: () => check('pnpm', ['run', 'build-storybook'], { UV_THREADPOOL_SIZE: '2' }),
  e2e: () => e2eStage(),
};

async function main() {
  if ((await run('bash', ['scripts/system-deps.sh'])) !== 0) {
    console.log('System packages are missing; browser and PostgreSQL stages will fail.');
  }
  const wanted = (process.env.TEST_STAGES ?? Object.keys(STAGES).join(',')).split(',');
  const tallies: Tally[] = [];
  for (const stage of wanted) {
    const fn = STAGES[stage];
    if (!fn) throw new Error(`unknown stage ${stage}`);
    console.log(`\n=== ${stage} ===`);
    const started = Date.now();
    const result = await fn();
    tallies.push({ stage, ...result, seconds: (Date.now() - started) / 1000 });
  }
  console.log('\nstage            passed  failed  seconds');
  for (const t of tallies) {
    console.log(
      `${t.stage.padEnd(16)} ${String(t.passed).padStart(6)}  ${String(t.failed).padStart(6)}  ${t.seconds.toFixed(0).padStart(7)}`,
    );
  }
  const passed = tallies.reduce((n, t) => n + t.passed, 0);
  const failed = tallies.reduce((n, t) => n + t.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main();
