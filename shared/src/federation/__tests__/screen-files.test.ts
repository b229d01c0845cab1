import path from 'node:path';
import { screenImports } from '../screen-files';

const repoRoot = path.resolve(__dirname, '../../../..');
const assetsModule = path.join(repoRoot, 'mf-assets/src/module.tsx');
const requests = (imports: { request: string }[]) => imports.map((i) => i.request).sort();

describe("a remote's screens and the lazy imports each loader makes", () => {
  const screens = screenImports(assetsModule);

  it("finds every key of the module's screens map", () => {
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining(['dashboard', 'assets', 'assetEdit', 'jobsInfo', 'resetPassword']),
    );
  });

  it("takes the screen's own import, from module.tsx", () => {
    expect(screens.dashboard).toEqual([
      { file: assetsModule, request: './features/dashboard/dashboard-screen' },
    ]);
  });

  it('follows the wrappers the loader calls (withScreenStrings) into their files', () => {
    const strings = path.join(repoRoot, 'mf-assets/src/screen-strings.ts');
    expect(screens.assets).toEqual(
      expect.arrayContaining([
        { file: assetsModule, request: './features/assets/asset-list-screen' },
        { file: strings, request: './locales/en/screens/assets.json' },
        { file: strings, request: './locales/en/settings/org.json' },
      ]),
    );
    // The Hindi strings load only when Hindi is shown: passed, never called, by the wrapper.
    expect(requests(screens.assets!)).not.toContain('./locales/hi/screens/assets.json');
    expect(requests(screens.jobsInfo!)).toContain('./features/devices/job-screens');
  });
});
