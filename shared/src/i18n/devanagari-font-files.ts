// The declaration of .woff2 imports must reach every package program that compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./font-files.d.ts" />
/** The Devanagari subset of Noto Sans (regular and semibold): a chunk of its own, loaded for Hindi only. */
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2';

export const DEVANAGARI_FACES = [
  { url: regular, weight: '400' },
  { url: semibold, weight: '600' },
] as const;
