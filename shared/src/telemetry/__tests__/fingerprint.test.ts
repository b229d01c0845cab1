import { browserTraits, browserVisitorId, hash128 } from '../fingerprint';

describe('the web-visited fingerprint', () => {
  // jsdom draws nothing: the canvas trait is then empty, as in a browser without a canvas.
  beforeAll(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterAll(() => jest.restoreAllMocks());

  it('hashes to 32 hex characters, the same text to the same id and one changed character to another', () => {
    const id = hash128('Mozilla/5.0|en-IN|Linux x86_64|8');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(hash128('Mozilla/5.0|en-IN|Linux x86_64|8')).toBe(id);
    expect(hash128('Mozilla/5.0|en-IN|Linux x86_64|4')).not.toBe(id);
    expect(hash128('')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('spreads near-identical inputs over all four words (no word left unchanged)', () => {
    const a = hash128('visitor-1');
    const b = hash128('visitor-2');
    for (let word = 0; word < 4; word++)
      expect(a.slice(word * 8, word * 8 + 8)).not.toBe(b.slice(word * 8, word * 8 + 8));
  });

  it('has no collision over 20,000 similar inputs', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 20_000; i++) ids.add(hash128(`Mozilla/5.0 (X11; Linux) Chrome/${i}`));
    expect(ids.size).toBe(20_000);
  });

  it('reads the browser: the same page gives the same id, a different screen another', async () => {
    const first = await browserVisitorId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await browserVisitorId()).toBe(first);
    expect(browserTraits()[0]).toBe(navigator.userAgent);
    const width = jest.spyOn(window.screen, 'width', 'get').mockReturnValue(4321);
    try {
      expect(await browserVisitorId()).not.toBe(first);
    } finally {
      width.mockRestore();
    }
  });
});
