import { tagLink } from '../organisation-api';
import { tagOfCode } from '../audit-sessions/tags';

describe('tagOfCode', () => {
  it('reads a bare tag, trimmed (a USB scanner types it with Enter)', () => {
    expect(tagOfCode('DC-000123')).toBe('DC-000123');
    expect(tagOfCode('  DC-000123\r\n')).toBe('DC-000123');
  });

  it('reads the tag of a tag link, whatever the base', () => {
    for (const tag of ['DC-000123', 'A/B 7+x', 'टैग-1'])
      expect(tagOfCode(tagLink('https://assets.example.com/', tag))).toBe(tag);
    expect(tagOfCode('/url_redirect?tag=DC-1')).toBe('DC-1');
    expect(tagOfCode('https://x.test/url_redirect?utm=qr&tag=DC-2#top')).toBe('DC-2');
  });

  it('gives an empty tag for a link without one, and keeps any other address whole', () => {
    expect(tagOfCode('https://x.test/url_redirect?tag=')).toBe('');
    expect(tagOfCode('https://x.test/other')).toBe('https://x.test/other');
  });
});
