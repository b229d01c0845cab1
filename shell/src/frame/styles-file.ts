/**
 * antd's styles file (federation/antd-static-css.ts names it in the page's head), applied
 * before the first render: antd's style engine reads the file's map of the styles it holds
 * once, when a component first renders, and then skips building those.
 *
 * The file is asked for once the page has painted (the frame the served page draws), so it
 * never holds up that first paint on a slow network. The start waits for it, but never
 * longer than MAX_WAIT_MS: a file that fails or is late, or a page without one (a
 * development build, the landing), leaves antd building its styles itself.
 */
export const STYLES_FILE_META = 'itam-styles-file';
export const MAX_WAIT_MS = 4000;

let applying: Promise<void> | null = null;

/** Applies the page's styles file (once): the start-up chunk begins it, the start awaits it. */
export function stylesFileApplied(): Promise<void> {
  return (applying ??= afterPaint().then(() => applyStylesFile(document)));
}

/** After the next frame, or shortly in a tab that draws no frames (in the background). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/** The file as a stylesheet; resolves once it has loaded or failed, or after MAX_WAIT_MS. */
export function applyStylesFile(doc: Document): Promise<void> {
  const href = doc.querySelector<HTMLMetaElement>(`meta[name="${STYLES_FILE_META}"]`)?.content;
  if (!href) return Promise.resolve();
  const loaded = new Promise<void>((resolve) => {
    const sheet = doc.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = href;
    sheet.addEventListener('load', () => resolve());
    sheet.addEventListener('error', () => resolve());
    doc.head.append(sheet);
  });
  const late = new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS));
  return Promise.race([loaded, late]);
}
