/**
 * Hindi reads the same on every machine: many lack a Devanagari system font, so the
 * product brings the Devanagari subset of Noto Sans (about 100 KB for two weights),
 * downloaded only when Hindi is chosen. The faces are registered with the FontFace API
 * (no stylesheet: nothing for the Content-Security-Policy to allow but the font files of
 * our own origin) under the families the product's font stacks name, limited to the
 * Devanagari range so Latin text keeps its font.
 */
export const DEVANAGARI_RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';
/** 'Noto Sans' is in antd's default stack; 'Noto Sans Devanagari' in the public layout's. */
export const DEVANAGARI_FAMILIES = ['Noto Sans Devanagari', 'Noto Sans'];

/** A face of the Devanagari subset: its file (of this origin) and weight. */
export interface DevanagariFace {
  url: string;
  weight: string;
}

/**
 * The Devanagari faces' files (downloading their chunk if need be), for a page that
 * registers them before the app runs (the frame the served page draws in Hindi).
 */
export function devanagariFaces(): Promise<readonly DevanagariFace[]> {
  return import(/* webpackChunkName: "devanagari-font" */ './devanagari-font-files').then(
    ({ DEVANAGARI_FACES }) => DEVANAGARI_FACES,
  );
}

let requested = false;

export function loadDevanagariFont(): void {
  if (requested || typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  requested = true;
  devanagariFaces().then(
    (faces) => {
      for (const family of DEVANAGARI_FAMILIES) {
        for (const face of faces) {
          const font = new FontFace(family, `url(${face.url}) format('woff2')`, {
            weight: face.weight,
            unicodeRange: DEVANAGARI_RANGE,
            display: 'swap',
          });
          document.fonts.add(font);
          void font.load().catch((error: unknown) => {
            console.warn('[i18n] the Devanagari font could not be loaded', error);
          });
        }
      }
    },
    (error: unknown) => {
      requested = false;
      console.warn('[i18n] the Devanagari font could not be loaded', error);
    },
  );
}
