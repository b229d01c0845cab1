/**
 * @jest-environment node
 *
 * The shell's chunk groups: the shared libraries in one framework file, the kit's code in
 * another, and the heavy inputs of antd-input (pickers, uploads, sliders...) in neither.
 */
import { isFrameworkFile, isKitFile, packageOfFile, shellSplitChunks } from '../shell-chunks';

const pnpm = (pkg: string, file: string) =>
  `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`;

describe('the shell chunks', () => {
  it('reads the package of a file in pnpm and flat layouts, scoped or not', () => {
    expect(packageOfFile(pnpm('antd', 'es/table/index.js'))).toEqual({
      name: 'antd',
      inner: 'es/table/index.js',
    });
    expect(packageOfFile(pnpm('@rc-component/table', 'es/Table.js'))).toEqual({
      name: '@rc-component/table',
      inner: 'es/Table.js',
    });
    expect(packageOfFile('C:\\app\\node_modules\\react-dom\\cjs\\client.js')).toEqual({
      name: 'react-dom',
      inner: 'cjs/client.js',
    });
    expect(packageOfFile('/repo/shared/src/ui/index.ts')).toBeNull();
  });

  it('puts the libraries every signed-in page runs in the framework chunk', () => {
    for (const file of [
      pnpm('react-dom', 'cjs/react-dom-client.production.js'),
      pnpm('react-router', 'dist/production/index.mjs'),
      pnpm('@reduxjs/toolkit', 'dist/redux-toolkit.modern.mjs'),
      pnpm('i18next', 'dist/esm/i18next.js'),
      pnpm('axios', 'lib/axios.js'),
      pnpm('zod', 'v4/classic/schemas.js'),
      pnpm('antd', 'es/table/Table.js'),
      pnpm('antd', 'es/config-provider/index.js'),
      pnpm('antd', 'locale/en_US.js'),
      pnpm('@ant-design/cssinjs', 'es/index.js'),
      pnpm('@rc-component/select', 'es/Select.js'),
    ])
      expect([file, isFrameworkFile(file)]).toEqual([file, true]);
  });

  it('leaves out the heavy inputs, telemetry and anything not named', () => {
    for (const file of [
      pnpm('antd', 'es/date-picker/index.js'),
      pnpm('antd', 'es/upload/Upload.js'),
      pnpm('antd', 'es/qr-code/index.js'),
      pnpm('antd', 'es/image/index.js'),
      pnpm('@rc-component/picker', 'es/PickerInput/SinglePicker.js'),
      pnpm('@rc-component/slider', 'es/Slider.js'),
      pnpm('dayjs', 'dayjs.min.js'),
      pnpm('posthog-js', 'dist/module.js'),
      pnpm('@sentry/browser', 'build/npm/esm/index.js'),
      pnpm('some-new-library', 'index.js'),
      '/repo/shared/src/ui/index.ts',
    ])
      expect([file, isFrameworkFile(file)]).toEqual([file, false]);
  });

  it("puts the kit's browser code in the kit chunk, never its tooling or antd-input's entry", () => {
    expect(isKitFile('/repo/shared/src/ui/data-table/data-table.tsx')).toBe(true);
    expect(isKitFile('/repo/shared/src/contracts/index.ts')).toBe(true);
    expect(isKitFile('/repo/shared/src/antd/data.ts')).toBe(true);
    expect(isKitFile('/repo/shared/src/antd/input.ts')).toBe(false);
    expect(isKitFile('/repo/shared/src/testing/index.tsx')).toBe(false);
    expect(isKitFile('/repo/shared/src/storybook/index.ts')).toBe(false);
    expect(isKitFile('/repo/shell/src/bootstrap.tsx')).toBe(false);
    expect(isKitFile(pnpm('antd', 'es/shared/src/x.js'))).toBe(false);
  });

  it('names the two groups, the framework first, from the async chunks the product did not name', () => {
    const split = shellSplitChunks();
    expect(split.chunks).toBe('async');
    const chunk = (name: string | null, initial = false) => ({ name, canBeInitial: () => initial });
    for (const group of [split.cacheGroups.framework, split.cacheGroups.kit]) {
      expect(group.chunks(chunk(null))).toBe(true);
      expect(group.chunks(chunk('telemetry-posthog'))).toBe(false);
      expect(group.chunks(chunk('devanagari-font'))).toBe(false);
      expect(group.chunks(chunk('main', true))).toBe(false);
    }
    expect(split.cacheGroups.framework).toMatchObject({ name: 'framework', enforce: true });
    expect(split.cacheGroups.kit).toMatchObject({ name: 'kit', enforce: true });
    expect(split.cacheGroups.framework.priority).toBeGreaterThan(split.cacheGroups.kit.priority);
    expect(split.cacheGroups.framework.test({ nameForCondition: () => null })).toBe(false);
    expect(
      split.cacheGroups.kit.test({ nameForCondition: () => '/repo/shared/src/api/index.ts' }),
    ).toBe(true);
  });
});
