/**
 * The kit's version rule: code built against R runs on a provided P when P has R's major
 * and is not older. It decides whether a remote runs on the shell's singleton contract and
 * whether it takes a versioned kit entry from the shell or loads its own copy.
 */
import { bumpKitVersion, isKitVersion, satisfiesKitVersion } from '../kit-version';

describe('kit version rule', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.2.0', '1.1.0', true], // the shell is newer: its exports are a superset
    ['1.1.3', '1.1.2', true],
    ['1.1.0', '1.2.0', false], // the remote needs an export the shell lacks
    ['1.1.2', '1.1.3', false],
    ['2.0.0', '1.4.0', false], // an export the remote uses was removed or changed
    ['1.4.0', '2.0.0', false],
    ['1.0', '1.0.0', false],
    ['1.0.0', 'latest', false],
  ])('provided %s for code built against %s: %s', (provided, required, expected) => {
    expect(satisfiesKitVersion(provided, required)).toBe(expected);
  });

  it('bumps the minor for added exports and the major for removed or changed ones', () => {
    expect(bumpKitVersion('1.3.2', 'minor')).toBe('1.4.0');
    expect(bumpKitVersion('1.3.2', 'major')).toBe('2.0.0');
    expect(() => bumpKitVersion('next', 'minor')).toThrow('Not a kit version: next');
  });

  it('knows a version when it sees one', () => {
    expect(isKitVersion('10.2.33')).toBe(true);
    expect(isKitVersion('^1.0.0')).toBe(false);
    expect(isKitVersion(undefined)).toBe(false);
  });
});
