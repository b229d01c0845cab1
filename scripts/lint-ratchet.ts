/**
 * `pnpm run lint`'s ESLint step, and `pnpm lint:baseline` (with --update).
 *
 * One ESLint run over the workspace with eslint.config.mjs plus its `ratchetConfig`
 * (file and function length, import cycles outside the API and the kit, feature
 * boundaries in the remotes). Every other problem, warnings included, fails as
 * `eslint --max-warnings=0` would. The ratcheted rules are counted per file and compared
 * with lint-baseline.json: a count above the baseline fails (fix it, do not record it), a
 * count below it fails too until `pnpm lint:baseline` lowers the baseline, which it does
 * only when no count goes up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import {
  compareToBaseline,
  lowerBaseline,
  tally,
  type Change,
  type Counts,
} from './lib/lint-ratchet';

const root = path.resolve(__dirname, '..');
const baselineFile = path.join(root, 'lint-baseline.json');
const update = process.argv.includes('--update');

const describe = (c: Change) => `  ${c.file}  ${c.rule}: ${c.baseline} -> ${c.current}`;

async function main(): Promise<number> {
  const configUrl = pathToFileURL(path.join(root, 'eslint.config.mjs')).href;
  const { ratchetConfig } = (await import(configUrl)) as { ratchetConfig: Linter.Config[] };
  const eslint = new ESLint({ cwd: root, overrideConfig: ratchetConfig });
  // The ratcheted rules alone, to tell which reported problems they own for a file.
  const ratchetOnly = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    baseConfig: ratchetConfig,
  });
  const results = await eslint.lintFiles(['.']);

  const ratcheted: { file: string; rule: string; where: string }[] = [];
  const others: ESLint.LintResult[] = [];
  for (const result of results) {
    const file = path.relative(root, result.filePath).split(path.sep).join('/');
    const owned = new Set<string>();
    if (result.messages.some((m) => m.ruleId)) {
      const config = (await ratchetOnly.calculateConfigForFile(result.filePath)) as Linter.Config;
      for (const [rule, entry] of Object.entries(config?.rules ?? {})) {
        const level = Array.isArray(entry) ? entry[0] : entry;
        if (level !== 0 && level !== 'off') owned.add(rule);
      }
    }
    const rest = result.messages.filter((m) => {
      if (!m.ruleId || !owned.has(m.ruleId)) return true;
      ratcheted.push({ file, rule: m.ruleId, where: `${file}:${m.line}  ${m.message}` });
      return false;
    });
    const errorCount = rest.filter((m) => m.severity === 2).length;
    const warningCount = rest.length - errorCount;
    if (rest.length) others.push({ ...result, messages: rest, errorCount, warningCount });
  }

  const current = tally(ratcheted);
  if (!fs.existsSync(baselineFile)) {
    // The first baseline: today's counts (afterwards it only goes down).
    if (update) return writeBaseline(current, current);
    console.log("lint-baseline.json is missing; `pnpm lint:baseline` records today's counts.");
    return 1;
  }
  const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Counts;
  if (update) return writeBaseline(baseline, current);

  let failed = false;
  if (others.length) {
    console.log(await (await eslint.loadFormatter('stylish')).format(others));
    failed = true;
  }
  const { raised, lowered } = compareToBaseline(baseline, current);
  if (raised.length) {
    console.log('New violations of the ratcheted rules (fix them; the baseline only goes down):');
    for (const c of raised) {
      console.log(describe(c));
      for (const v of ratcheted)
        if (v.file === c.file && v.rule === c.rule) console.log(`    ${v.where}`);
    }
    failed = true;
  }
  if (lowered.length) {
    console.log('Fewer violations than lint-baseline.json records; run `pnpm lint:baseline`:');
    for (const c of lowered) console.log(describe(c));
    failed = true;
  }
  return failed ? 1 : 0;
}

function writeBaseline(baseline: Counts, current: Counts): number {
  const result = lowerBaseline(baseline, current);
  if (result.refused.length) {
    console.log('lint-baseline.json is not raised; fix these first:');
    for (const c of result.refused) console.log(describe(c));
    return 1;
  }
  fs.writeFileSync(baselineFile, `${JSON.stringify(result.baseline, null, 2)}\n`);
  console.log(`lint-baseline.json written: ${Object.keys(result.baseline).length} files.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
