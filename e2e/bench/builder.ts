/**
 * The questionnaire builder at 30 sections of 20 questions (issue 18, part of
 * `pnpm bench:web`). Starts the built server on a data folder of its own, stores Demo
 * Corp's standard questionnaire of that size through the API (every 4th question a
 * multiple choice of 3 choices, every 5th a file question, so later questions offer
 * show-when rules), and in headless Chromium as the admin on `/default-form`:
 * - time from navigation to the 30th section in the DOM (median of BENCH_RUNS);
 * - time from a click on 'Add a question to section N' to the new question painted;
 * - time from a click on 'Move section 15 down' (then up) to the moved section painted.
 * Each click is timed in the page, to the second animation frame after the DOM changed.
 * `tsx e2e/bench/builder.ts` runs it alone; BENCH_BUILDER_PORT (3202).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { loginToken, startServer, stopServer } from './bench-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_BUILDER_PORT ?? 3202);
const base = `http://localhost:${port}`;
const SECTIONS = 30;
const QUESTIONS = 20;

const BUILDER = '[data-testid="questionnaire-builder"]';
/** The builder's section cards, in order. */
const SECTION_CARDS = `${BUILDER} > section`;
/** Question cards: a group labelled by its title (the reset prompt is labelled otherwise). */
const QUESTION_CARDS = `${BUILDER} [role="group"][aria-labelledby]`;

/** The questionnaire body of SECTIONS × QUESTIONS, as the builder sends one. */
export function bigQuestionnaire(sections = SECTIONS, questions = QUESTIONS) {
  return {
    name: 'Standard vendor questionnaire (bench)',
    description: `${sections} sections of ${questions} questions`,
    isDefault: true,
    sections: Array.from({ length: sections }, (_, s) => ({
      id: `sec-${s + 1}`,
      qtype: 'section',
      name: `Section ${s + 1}: practices`,
      description: 'What the vendor does about it.',
      questions: Array.from({ length: questions }, (_, q) => {
        const id = `q-${s + 1}-${q + 1}`;
        const question = `Question ${q + 1} of section ${s + 1}: describe the practice.`;
        if (q % 4 === 0)
          return {
            id,
            qtype: 'multiple-choice',
            question,
            required: true,
            points: 0,
            choices: ['Yes', 'Partly', 'No'].map((text, c) => ({
              id: `${id}-c${c + 1}`,
              text,
              points: 10 - c * 5,
            })),
          };
        return {
          id,
          qtype: q % 5 === 0 ? 'file-question' : 'question-answer',
          question,
          required: q % 2 === 0,
          points: 5,
        };
      }),
    })),
  };
}

async function storeQuestionnaire(jwt: string): Promise<void> {
  const res = await fetch(`${base}/api/vendors/questionnaires`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: JSON.stringify(bigQuestionnaire()),
  });
  if (!res.ok) throw new Error(`storing the questionnaire: ${res.status} ${await res.text()}`);
}

async function adminPage(browser: Browser, jwt: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx (esbuild, keepNames) wraps named functions in page.evaluate callbacks in __name().
  await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  await context.addInitScript((t) => localStorage.setItem('jwtToken', t), jwt);
  await context.addInitScript(
    ({ selector, count }) => {
      const w = window as unknown as { __builtAt?: number };
      new MutationObserver((_records, observer) => {
        if (w.__builtAt === undefined && document.querySelectorAll(selector).length >= count) {
          w.__builtAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { selector: SECTION_CARDS, count: SECTIONS },
  );
  return context.newPage();
}

/** Opens /default-form and waits for all its sections; navigation start to the last one, in ms. */
async function openBuilder(page: Page): Promise<number> {
  await page.goto(`${base}/default-form`);
  await page
    .locator(SECTION_CARDS)
    .nth(SECTIONS - 1)
    .waitFor({ timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { __builtAt?: number }).__builtAt ?? Number.NaN);
}

/**
 * Clicks the button named `label` (its text or aria-label) and times, in the page, the
 * click to the second animation frame after `changed()` first held (checked on each DOM
 * change of the builder), in ms.
 */
async function timeClick(page: Page, label: string, change: 'question' | 'section-moved') {
  return page.evaluate(
    async ({ label, change, builder, sections, questions }) => {
      const root = document.querySelector(builder);
      const button = [...document.querySelectorAll<HTMLButtonElement>(`${builder} button`)].find(
        (b) => b.getAttribute('aria-label') === label || b.textContent?.trim() === label,
      );
      if (!root || !button) throw new Error(`no button ${label}`);
      const questionCount = () => document.querySelectorAll(questions).length;
      const order = () =>
        [...document.querySelectorAll(sections)].map((s) => s.getAttribute('aria-labelledby'));
      const before = { questions: questionCount(), order: order().join(' ') };
      const changed = () =>
        change === 'question'
          ? questionCount() > before.questions
          : order().join(' ') !== before.order;
      const started = performance.now();
      button.click();
      await new Promise<void>((resolve) => {
        if (changed()) return resolve();
        const observer = new MutationObserver(() => {
          if (changed()) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(root, { childList: true, subtree: true, attributes: true });
      });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return performance.now() - started;
    },
    { label, change, builder: BUILDER, sections: SECTION_CARDS, questions: QUESTION_CARDS },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** Serves, stores the questionnaire and measures the builder; prints its figures like web.ts. */
export async function benchBuilder(browser: Browser): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-bench-builder-'));
  const server = await startServer(dataDir, port);
  try {
    const jwt = await loginToken(base);
    await storeQuestionnaire(jwt);
    // One opening first, not counted: the server's and the browser's first visit.
    const warm = await adminPage(browser, jwt);
    await openBuilder(warm);
    await warm.context().close();
    const opens: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await adminPage(browser, jwt);
      opens.push(await openBuilder(page));
      await page.context().close();
    }
    const page = await adminPage(browser, jwt);
    await openBuilder(page);
    const adds: number[] = [];
    const moves: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      adds.push(await timeClick(page, `Add a question to section ${10 + i}`, 'question'));
      const direction = i % 2 === 0 ? 'down' : 'up';
      const n = i % 2 === 0 ? 15 : 16;
      moves.push(await timeClick(page, `Move section ${n} ${direction}`, 'section-moved'));
    }
    const questions = await page.locator(QUESTION_CARDS).count();
    await page.context().close();
    console.log(
      `\nquestionnaire builder at ${SECTIONS} sections of ${QUESTIONS} questions (/default-form, admin, no CPU throttling)`,
    );
    console.log('measure | median | slowest');
    console.log(
      `navigation to the ${SECTIONS}th section rendered (${RUNS} runs) | ${ms(median(opens))} | ${ms(Math.max(...opens))}`,
    );
    console.log(
      `add a question, click to painted (${RUNS} clicks, ${questions} questions after) | ${ms(median(adds))} | ${ms(Math.max(...adds))}`,
    );
    console.log(
      `move a section, click to painted (${RUNS} clicks) | ${ms(median(moves))} | ${ms(Math.max(...moves))}`,
    );
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  (async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await benchBuilder(browser);
    } finally {
      await browser.close();
    }
  })().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
