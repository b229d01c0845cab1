import { resetI18nForTests, setLanguage, initI18n } from '../i18n-instance';

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load() {
    return Promise.resolve(this);
  }
}

const added: FakeFontFace[] = [];

beforeAll(() => {
  Object.assign(globalThis, { FontFace: FakeFontFace });
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push(face) },
  });
});
afterAll(() => {
  delete (globalThis as { FontFace?: unknown }).FontFace;
});

it('brings the Devanagari font only when Hindi is chosen, once, limited to Devanagari', async () => {
  resetI18nForTests();
  initI18n('en');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(added).toHaveLength(0);
  await setLanguage('hi');
  await setLanguage('en');
  await setLanguage('hi');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(added.map((f) => `${f.family} ${f.descriptors.weight}`)).toEqual([
    'Noto Sans Devanagari 400',
    'Noto Sans Devanagari 600',
    'Noto Sans 400',
    'Noto Sans 600',
  ]);
  for (const face of added) {
    expect(face.descriptors.unicodeRange).toMatch(/^U\+0900-097F,/);
    expect(face.source).toBe("url(test-file-stub) format('woff2')");
  }
  await setLanguage('en');
});
