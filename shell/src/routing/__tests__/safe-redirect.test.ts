import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/assets', '/assets'],
    ['/assets?x=1', '/assets?x=1'],
    ['/assets/edit/42?tab=info#top', '/assets/edit/42?tab=info#top'],
    ['/', '/'],
    ['/archieve-list', '/archieve-list'],
  ])('accepts the same-site path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    '//evil.test',
    '//evil.test/assets',
    'https://evil.test',
    'http://evil.test/assets',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    '/\\evil.test',
    '\\\\evil.test',
    '\\/evil.test',
    '/%2F%2Fevil.test',
    '/%2fevil.test',
    '%2F%2Fevil.test',
    '/%5Cevil.test',
    '/%5cevil.test',
    '/%252F%252Fevil.test',
    '/%25252F%25252Fevil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/%09/evil.test',
    '/%E0%A4%A',
    ' /assets',
    'assets',
    '',
  ])('rejects %j', (input) => {
    expect(safeRedirect(input)).toBe('/dashboard');
  });

  it('rejects what is not a string', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect(['/assets'])).toBe('/dashboard');
  });

  it('answers the given fallback', () => {
    expect(safeRedirect('//evil.test', '/')).toBe('/');
  });
});
