import { compareToBaseline, lowerBaseline, tally } from '../lint-ratchet';

const baseline = {
  'api/src/big.ts': { 'max-lines': 1, 'max-lines-per-function': 3 },
  'mf-shop/src/features/cart/cart-screen.tsx': { 'max-lines-per-function': 1 },
};

describe('the lint ratchet', () => {
  it('counts violations per file and rule', () => {
    expect(
      tally([
        { file: 'a.ts', rule: 'max-lines' },
        { file: 'a.ts', rule: 'max-lines-per-function' },
        { file: 'a.ts', rule: 'max-lines-per-function' },
      ]),
    ).toEqual({ 'a.ts': { 'max-lines': 1, 'max-lines-per-function': 2 } });
  });

  it('passes when every count is unchanged', () => {
    expect(compareToBaseline(baseline, structuredClone(baseline))).toEqual({
      raised: [],
      lowered: [],
    });
  });

  it('fails on a violation in a file the baseline does not hold', () => {
    const current = { ...baseline, 'api/src/new.ts': { 'max-lines': 1 } };
    expect(compareToBaseline(baseline, current).raised).toEqual([
      { file: 'api/src/new.ts', rule: 'max-lines', baseline: 0, current: 1 },
    ]);
  });

  it('fails when a file gets one more violation of a rule', () => {
    const current = {
      ...baseline,
      'api/src/big.ts': { 'max-lines': 1, 'max-lines-per-function': 4 },
    };
    const { raised, lowered } = compareToBaseline(baseline, current);
    expect(raised).toEqual([
      { file: 'api/src/big.ts', rule: 'max-lines-per-function', baseline: 3, current: 4 },
    ]);
    expect(lowered).toEqual([]);
  });

  it('fails when a count went down and the baseline was not lowered', () => {
    const current = { 'api/src/big.ts': { 'max-lines': 1, 'max-lines-per-function': 2 } };
    const { raised, lowered } = compareToBaseline(baseline, current);
    expect(raised).toEqual([]);
    expect(lowered).toEqual([
      { file: 'api/src/big.ts', rule: 'max-lines-per-function', baseline: 3, current: 2 },
      {
        file: 'mf-shop/src/features/cart/cart-screen.tsx',
        rule: 'max-lines-per-function',
        baseline: 1,
        current: 0,
      },
    ]);
  });

  it('lowers the baseline to the current counts, dropping what reached zero', () => {
    const current = { 'api/src/big.ts': { 'max-lines': 1, 'max-lines-per-function': 2 } };
    expect(lowerBaseline(baseline, current)).toEqual({
      baseline: { 'api/src/big.ts': { 'max-lines': 1, 'max-lines-per-function': 2 } },
      refused: [],
    });
  });

  it('refuses to raise any count of the baseline', () => {
    const current = {
      'api/src/big.ts': { 'max-lines': 1, 'max-lines-per-function': 2 },
      'api/src/new.ts': { 'max-lines': 1 },
    };
    expect(lowerBaseline(baseline, current)).toEqual({
      baseline,
      refused: [{ file: 'api/src/new.ts', rule: 'max-lines', baseline: 0, current: 1 }],
    });
  });
});
