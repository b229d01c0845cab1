/**
 * The browser fingerprint of the web-visited call (SPEC.md section 7): a 128-bit hash, as
 * 32 hex characters, of what the browser tells every page about itself (user agent,
 * languages, platform, screen, pixel ratio, time zone, cores, memory, touch points, and how
 * it draws a line of text on a canvas). The same browser on the same machine gives the
 * same id on every visit; nothing is stored.
 *
 * It is computed here rather than by a fingerprinting library: FingerprintJS cost 14 KB of
 * gzip and about 150 ms of main thread on a phone (Lighthouse's 4x slowdown measured up to
 * 690 ms) in the middle of a signed-in page's start, for an id this call only counts visits
 * with. This takes well under a millisecond and adds no download.
 */

/** The traits the id is made of, in a fixed order; a missing one is an empty string. */
export function browserTraits(): string[] {
  const nav: Partial<Navigator> & { deviceMemory?: number } =
    typeof navigator === 'undefined' ? {} : navigator;
  const scr: Partial<Screen> = typeof screen === 'undefined' ? {} : screen;
  const zone = (() => {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
    } catch {
      return '';
    }
  })();
  return [
    nav.userAgent ?? '',
    (nav.languages ?? [nav.language ?? '']).join(','),
    nav.platform ?? '',
    nav.vendor ?? '',
    String(nav.hardwareConcurrency ?? ''),
    String(nav.deviceMemory ?? ''),
    String(nav.maxTouchPoints ?? ''),
    String(nav.cookieEnabled ?? ''),
    [scr.width, scr.height, scr.colorDepth].join('x'),
    String(typeof devicePixelRatio === 'number' ? devicePixelRatio : ''),
    zone,
    String(new Date(2026, 0, 1).getTimezoneOffset()),
    canvasTrait(),
  ];
}

/** How this browser draws a fixed line of text and a gradient (fonts, anti-aliasing, GPU). */
function canvasTrait(): string {
  try {
    if (typeof document === 'undefined') return '';
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 24;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    const gradient = ctx.createLinearGradient(0, 0, 120, 0);
    gradient.addColorStop(0, '#33d7db');
    gradient.addColorStop(1, '#7a3cff');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 120, 24);
    ctx.fillStyle = '#102030';
    ctx.font = '14px sans-serif';
    // Latin text only: an emoji or another script sends the browser looking for fallback
    // fonts, which cost more than the rest of the fingerprint together.
    ctx.fillText('ITAM visit, Wq', 4, 17);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

/** Murmur3's 32-bit finaliser: every input bit reaches every output bit. */
function mix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * A 128-bit non-cryptographic hash as 32 hex characters: four FNV-1a lanes with distinct
 * odd primes and offsets, cross-mixed and finalised. Stable across browsers and Node.
 */
export function hash128(text: string): string {
  const primes = [0x01000193, 0x01000195, 0x01000197, 0x0100019b];
  const lanes = [0x811c9dc5, 0x9e3779b9, 0x2545f491, 0x6a09e667];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    for (let l = 0; l < 4; l++) lanes[l] = Math.imul(lanes[l]! ^ code, primes[l]!);
  }
  return lanes
    .map((lane, l) => mix32(lane ^ Math.imul(lanes[(l + 1) % 4]!, 0x9e3779b1) ^ text.length))
    .map((word) => word.toString(16).padStart(8, '0'))
    .join('');
}

export async function browserVisitorId(): Promise<string> {
  return hash128(browserTraits().join('\u241E'));
}
