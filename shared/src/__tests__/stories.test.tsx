/**
 * The story test: every story of every package (`*.stories.tsx` under shared/src and each
 * mf-*\/src, found on disk when the test runs, so a new story file is covered without
 * editing anything) renders through Storybook's portable stories with the project
 * annotations of .storybook/preview, in English and in Hindi. A story fails on any error
 * it throws (render, loaders, play function) and on any console.error while it renders.
 */
// First: the DOM polyfills react-router and antd need in jsdom.
import '../testing';
import fs from 'node:fs';
import path from 'node:path';
import { composeStories } from '@storybook/react';
import { act } from '@testing-library/react';
import type { LanguageCode } from '../i18n';
import { getI18n } from '../i18n';
import preview from '../../../.storybook/preview';

const root = path.resolve(__dirname, '../../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'storybook-static']);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** The source folder of the kit and of every remote, as .storybook/main.ts collects them. */
const remoteDirs = fs
  .readdirSync(root)
  .filter((name) => name.startsWith('mf-'))
  .sort();
const sourceDirs = ['shared', ...remoteDirs].map((dir) => path.join(root, dir, 'src'));
const storyFiles = sourceDirs
  .flatMap((dir) => filesUnder(dir, (name) => name.endsWith('.stories.tsx')))
  .sort();
const LANGUAGES: LanguageCode[] = ['en', 'hi'];

// A hang guard, not a speed check: a screen story renders twice (both languages) with
// antd's styles computed afresh, which on a loaded 2-core CI machine can pass the
// project's 20 s default.
jest.setTimeout(60_000);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = { run: () => Promise<void>; load: () => Promise<void> };

function describeArgs(args: unknown[]): string {
  return args
    .map((arg) =>
      arg instanceof Error
        ? (arg.stack ?? arg.message)
        : typeof arg === 'string'
          ? arg
          : String(arg),
    )
    .join(' ');
}

/** Waits for what a story starts after mounting (effects, resolved promises, 0 ms timers). */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let lastRendered: ComposedStory | null = null;

afterAll(async () => {
  // Unmounts the last story (a composed story's load() first cleans up what run() mounted).
  await act(async () => {
    await lastRendered?.load();
  });
});

it('finds the story files of the kit', () => {
  expect(storyFiles.some((file) => file.startsWith(path.join(root, 'shared', 'src')))).toBe(true);
});

it("registers every remote's namespace in both languages (.storybook/module-locales.ts)", () => {
  const i18n = getI18n();
  // A namespace is a JSON file right under locales/en (sub-folders hold content a remote adds itself).
  const namespaces = remoteDirs.flatMap((dir) => {
    const folder = path.join(root, dir, 'src', 'locales', 'en');
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => path.basename(entry.name, '.json'));
  });
  expect(namespaces.length).toBeGreaterThan(0);
  const missing = namespaces.filter(
    (ns) => !LANGUAGES.every((language) => i18n.hasResourceBundle(language, ns)),
  );
  expect(missing).toEqual([]);
});

describe.each(storyFiles.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
  let stories: Record<string, ComposedStory> = {};
  let loadError: unknown = null;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const storyModule = require(file) as StoryModule;
    for (const language of LANGUAGES) {
      const annotations = {
        ...preview,
        initialGlobals: { ...preview.initialGlobals, locale: language },
      };
      const composed = composeStories(storyModule, annotations) as unknown as Record<
        string,
        ComposedStory
      >;
      for (const [storyName, story] of Object.entries(composed))
        stories[`${storyName} (${language})`] = story;
    }
  } catch (error) {
    loadError = error;
    stories = {};
  }

  it('loads and exports stories', () => {
    if (loadError) throw loadError;
    expect(Object.keys(stories).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(stories))('%s renders without errors', async (key) => {
    const story = stories[key]!;
    const errors: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      errors.push(describeArgs(args));
    });
    try {
      lastRendered = story;
      await story.run();
      await settle();
    } finally {
      spy.mockRestore();
    }
    expect(errors).toEqual([]);
  });
});
