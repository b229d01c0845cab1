/**
 * The lint ratchet's arithmetic (scripts/lint-ratchet.ts runs ESLint around it). Counts
 * are per file (a path from the repository root) and rule; a rule a file does not break
 * is absent, so a file that meets every ratcheted rule is not in the baseline at all.
 */
export type Counts = Record<string, Record<string, number>>;

export interface Violation {
  file: string;
  rule: string;
}

/** A file and rule whose count differs from the baseline's. */
export interface Change extends Violation {
  baseline: number;
  current: number;
}

export function tally(violations: Violation[]): Counts {
  const counts: Counts = {};
  for (const { file, rule } of violations) {
    const rules = (counts[file] ??= {});
    rules[rule] = (rules[rule] ?? 0) + 1;
  }
  return counts;
}

function changes(baseline: Counts, current: Counts): Change[] {
  const keys = new Set<string>();
  for (const counts of [baseline, current]) {
    for (const [file, rules] of Object.entries(counts)) {
      for (const rule of Object.keys(rules)) keys.add(JSON.stringify([file, rule]));
    }
  }
  const found: Change[] = [];
  for (const key of [...keys].sort()) {
    const [file, rule] = JSON.parse(key) as [string, string];
    const was = baseline[file]?.[rule] ?? 0;
    const now = current[file]?.[rule] ?? 0;
    if (was !== now) found.push({ file, rule, baseline: was, current: now });
  }
  return found;
}

/**
 * `raised`: new violations (a file over the limit that was not, one more long function);
 * `lowered`: counts that went down while the baseline still holds the old figure. Either
 * fails the lint.
 */
export function compareToBaseline(baseline: Counts, current: Counts) {
  const found = changes(baseline, current);
  return {
    raised: found.filter((c) => c.current > c.baseline),
    lowered: found.filter((c) => c.current < c.baseline),
  };
}

/** The current counts, sorted, without zeros. */
function normalise(counts: Counts): Counts {
  const out: Counts = {};
  for (const file of Object.keys(counts).sort()) {
    const rules = Object.entries(counts[file] ?? {})
      .filter(([, n]) => n > 0)
      .sort(([a], [b]) => a.localeCompare(b));
    if (rules.length) out[file] = Object.fromEntries(rules);
  }
  return out;
}

/**
 * The baseline lowered to the current counts; refused (the baseline returned unchanged)
 * when any count would go up: a new violation is fixed, not recorded.
 */
export function lowerBaseline(baseline: Counts, current: Counts) {
  const { raised } = compareToBaseline(baseline, current);
  if (raised.length) return { baseline, refused: raised };
  return { baseline: normalise(current), refused: [] as Change[] };
}
