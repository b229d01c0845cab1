import { applyStylesFile, MAX_WAIT_MS, STYLES_FILE_META } from '../styles-file';

function pageWith(file?: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (file) {
    const meta = doc.createElement('meta');
    meta.name = STYLES_FILE_META;
    meta.content = file;
    doc.head.append(meta);
  }
  return doc;
}

const sheets = (doc: Document) => [
  ...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
];

afterEach(() => jest.useRealTimers());

test('a page without a styles file starts at once', async () => {
  const doc = pageWith();
  await expect(applyStylesFile(doc)).resolves.toBeUndefined();
  expect(sheets(doc)).toHaveLength(0);
});

test('the file the page names is applied as a stylesheet, and the start waits for it', async () => {
  const doc = pageWith('/antd.1234abcd.css');
  let done = false;
  const applied = applyStylesFile(doc).then(() => {
    done = true;
  });
  const [sheet] = sheets(doc);
  expect(sheet?.getAttribute('href')).toBe('/antd.1234abcd.css');
  await Promise.resolve();
  expect(done).toBe(false);
  sheet!.dispatchEvent(new Event('load'));
  await applied;
  expect(done).toBe(true);
});

test('a file that fails to load does not stop the start', async () => {
  const doc = pageWith('/antd.1234abcd.css');
  const applied = applyStylesFile(doc);
  sheets(doc)[0]!.dispatchEvent(new Event('error'));
  await expect(applied).resolves.toBeUndefined();
});

test('a file that takes too long is not waited for', async () => {
  jest.useFakeTimers();
  const doc = pageWith('/antd.1234abcd.css');
  let done = false;
  void applyStylesFile(doc).then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});
