/**
 * The checks every screen a journey visits must pass (issue 14), at every width:
 *
 * - axe-core with the WCAG 2.2 AA rules (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) at
 *   a desktop (1440×900) and a phone (390×844) viewport;
 * - the frame at 1440, 390 and 320 px: the page never scrolls sideways
 *   (`scrollWidth <= innerWidth`), and the header's controls (menu button, brand,
 *   language, user menu) lie inside the window without overlapping one another.
 *
 * `expectScreenChecks(page, label)` re-lays the current screen out at each width, checks
 * it and puts the window back as it was, so a journey runs at one viewport and every
 * screen is still checked at all of them. A failure names the screen, the width and,
 * for axe, each rule id with the elements it found.
 *
 * A journey gets this for free: `expectScreenOf(page, remote)` (support/session.ts), the
 * way every journey waits for a remote's screen, runs these checks on that screen. A
 * journey calls `expectScreenChecks` itself only for what a URL does not name: a tab, an
 * open dialog, a screen of the shell (login, not found). Each screen (its path with ids
 * left out, its label, the language and the signed-in user) is checked once per run, so
 * visiting it again in another journey costs nothing.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Viewport {
  width: number;
  height: number;
  /** Whether axe runs at this width (the frame checks run at every width). */
  axe: boolean;
}

export const CHECKED_VIEWPORTS: readonly Viewport[] = [
  { width: 1440, height: 900, axe: true },
  { width: 390, height: 844, axe: true },
  { width: 320, height: 568, axe: false },
];

/** The header's parts that must never overlap: its controls, images and the user's name. */
const HEADER_PARTS = 'a, button, select, input, img, [data-testid="user-first-name"]';

/** What a screen shows while it loads: its checks wait until none is left. */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]';

const checked = new Set<string>();

/** The window's contents laid out at the new size: media queries applied, React re-rendered, transitions over. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await document.fonts.ready;
    await frame();
    await frame();
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await frame();
  });
}

interface FrameFacts {
  overflow: number;
  widest: string[];
  overlaps: string[];
  outside: string[];
}

/** Sideways overflow (with the elements that stick out) and the header's overlapping or clipped parts. */
function frameFacts(page: Page, headerParts: string): Promise<FrameFacts> {
  return page.evaluate((selector) => {
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent?.trim() ?? '';
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${label ? ` "${label.slice(0, 30)}"` : ''}`;
    };
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const widest: string[] = [];
    if (overflow > 0) {
      for (const el of document.body.querySelectorAll('*')) {
        const box = el.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5)
          widest.push(`${name(el)} ends at ${Math.round(box.right)}`);
        if (widest.length === 5) break;
      }
    }
    const header = document.querySelector('header');
    const parts = header
      ? [...header.querySelectorAll(selector)].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        })
      : [];
    const overlaps: string[] = [];
    const outside: string[] = [];
    const boxes = parts.map((el) => el.getBoundingClientRect());
    parts.forEach((el, i) => {
      const a = boxes[i]!;
      if (a.left < -0.5 || a.right > width + 0.5) outside.push(name(el));
      for (let j = i + 1; j < parts.length; j += 1) {
        const other = parts[j]!;
        if (el.contains(other) || other.contains(el)) continue;
        const b = boxes[j]!;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 0.5 && y > 0.5) overlaps.push(`${name(el)} × ${name(other)}`);
      }
    });
    return { overflow, widest, overlaps, outside };
  }, headerParts);
}

async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe once in the page (the product has no iframes) instead of in each
  // frame and then again in a new blank page: two to three times faster.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA_TAGS)
    .setLegacyMode(true)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** What makes two visits the same screen: the path without ids, the label, the language and the user. */
async function screenKey(page: Page, label: string): Promise<string> {
  const facts = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    user: document.querySelector('[data-testid="user-first-name"]')?.textContent ?? '',
  }));
  const path = new URL(page.url()).pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\/\d+(?=\/|$)/g, '/:n');
  return `${path}|${label}|${facts.lang}|${facts.user}`;
}

/**
 * Checks the current screen at every width of CHECKED_VIEWPORTS (axe at 1440 and 390 px,
 * the frame at all three) and restores the journey's viewport. Fails with the screen's
 * label, the width and what was found.
 */
export async function expectScreenChecks(page: Page, label: string): Promise<void> {
  await expect(page.locator(LOADING), `${label}: still loading`).toHaveCount(0);
  const key = await screenKey(page, label);
  if (checked.has(key)) return;
  await test.step(`screen checks: ${label}`, async () => {
    const original = page.viewportSize();
    try {
      for (const viewport of CHECKED_VIEWPORTS) {
        const at = `${label} at ${viewport.width}×${viewport.height}`;
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await settle(page);
        const frame = await frameFacts(page, HEADER_PARTS);
        expect(
          frame.overflow,
          `${at}: the page scrolls sideways (${frame.widest.join('; ')})`,
        ).toBeLessThanOrEqual(0);
        expect(frame.overlaps, `${at}: header parts overlap`).toEqual([]);
        expect(frame.outside, `${at}: header parts outside the window`).toEqual([]);
        if (viewport.axe) expect(await axeViolations(page), `${at}: axe (WCAG 2.2 AA)`).toEqual([]);
      }
    } finally {
      if (original) {
        await page.setViewportSize(original);
        await settle(page);
      }
    }
  });
  checked.add(key);
}
