import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/assets', '/assets'],
    ['/assets?x=1', '/assets?x=1'],
    ['/assets/edit/42?tab=info#top', '/assets/edit/42?tab=info#top'],
    ['/', '/'],
    ['/archieve-list', '/archieve-list'],
    ['/confirm-shipping?order=7f3c', '/confirm-shipping?order=7f3c'],
    // Encoded slashes and percent signs in a query are a search, not a path.
    ['/assets?search=HP%2F123', '/assets?search=HP%2F123'],
    ['/assets?search=100%25', '/assets?search=100%25'],
    ['/assets?search=%E0%A4%95', '/assets?search=%E0%A4%95'],
  ])('accepts the same-origin path %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['/assets/../pricing', '/pricing'],
    ['/assets/./new', '/assets/new'],
    ['/a/b/../../assets', '/assets'],
    ['/../assets', '/assets'],
    ['/%2e%2e/assets', '/assets'],
  ])('answers %j resolved, as %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    // Another origin, written plainly.
    '//evil.example',
    '//evil.example/assets',
    '///evil.example',
    'https://evil.example',
    'http://evil.example/assets',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'evil.example',
    // Dot segments that leave a path starting with `//`.
    '/.//evil.example',
    '/..//evil.example',
    '/assets/..//evil.example',
    '/assets/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/.%2e//evil.example',
    '/assets/%2e%2e//evil.example',
    '/%252e%252e//evil.example',
    // Backslashes, which browsers read as `/`.
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/.\\/evil.example',
    '/..\\\\evil.example',
    // Tabs, newlines and other control characters, which browsers drop.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/.\t//evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%00/assets',
    // Encoded slashes and backslashes, once or more.
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/..%2f/evil.example',
    '/assets/%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%252F%252Fevil.example%',
    // Malformed, blank or not a path.
    '/%E0%A4%A',
    ' /assets',
    'assets',
    '',
    `/${'a'.repeat(2048)}`,
  ])('rejects %j', (input) => {
    expect(safeRedirect(input)).toBe('/dashboard');
  });

  it('rejects what is not a string', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
    expect(safeRedirect(['/assets'])).toBe('/dashboard');
  });

  it('answers the given fallback', () => {
    expect(safeRedirect('//evil.example', '/')).toBe('/');
  });
});
