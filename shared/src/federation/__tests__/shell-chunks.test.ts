/**
 * @jest-environment node
 *
 * The shell's chunk groups: the libraries every signed-in page runs in one framework file,
 * the data and overlay components in another, the kit's code in a third, and the heavy
 * inputs of antd-input (pickers, uploads, sliders...) in none of them.
 */
import {
  importersIn,
  isKitFile,
  libraryChunkOf,
  inKitChunk,
  iconPlaceOf,
  onlyInKitIconSet,
  packageOfFile,
  shellSplitChunks,
  type ChunkGraphs,
  type ChunkModule,
} from '../shell-chunks';

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
      pnpm('antd', 'es/button/button.js'),
      pnpm('antd', 'es/config-provider/index.js'),
      pnpm('antd', 'es/statistic/Statistic.js'),
      pnpm('antd', 'es/form/validateMessagesContext.js'),
      pnpm('antd', 'locale/en_US.js'),
      pnpm('antd', 'es/date-picker/locale/en_US.js'),
      pnpm('antd', 'lib/time-picker/locale/hi_IN.js'),
      pnpm('@rc-component/picker', 'es/locale/en_US.js'),
      pnpm('@rc-component/pagination', 'lib/locale/hi_IN.js'),
      pnpm('@ant-design/cssinjs', 'es/index.js'),
      pnpm('@ant-design/icons', 'es/icons/MenuOutlined.js'),
      pnpm('@rc-component/motion', 'es/CSSMotion.js'),
      pnpm('@rc-component/util', 'es/Dom/dynamicCSS.js'),
    ])
      expect([file, libraryChunkOf(file)]).toEqual([file, 'framework']);
  });

  it('puts the data, display and overlay components and zod in the components chunk', () => {
    for (const file of [
      pnpm('antd', 'es/table/Table.js'),
      pnpm('antd', 'es/form/Form.js'),
      pnpm('antd', 'es/typography/Text.js'),
      pnpm('antd', 'es/modal/Modal.js'),
      pnpm('antd', 'es/tooltip/index.js'),
      pnpm('@rc-component/table', 'es/Table.js'),
      pnpm('@rc-component/select', 'es/Select.js'),
      pnpm('@rc-component/trigger', 'es/index.js'),
      pnpm('@rc-component/pagination', 'es/Pagination.js'),
      pnpm('zod', 'v4/classic/schemas.js'),
    ])
      expect([file, libraryChunkOf(file)]).toEqual([file, 'components']);
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
      pnpm('dayjs', 'locale/hi.js'),
      pnpm('posthog-js', 'dist/module.js'),
      pnpm('@sentry/browser', 'build/npm/esm/index.js'),
      pnpm('some-new-library', 'locale/en.js'),
      '/repo/shared/src/ui/index.ts',
    ])
      expect([file, libraryChunkOf(file)]).toEqual([file, null]);
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

  it('names the five groups, in order, from the async chunks the product did not name', () => {
    const split = shellSplitChunks();
    expect(split.chunks).toBe('async');
    const chunk = (name: string | null, initial = false) => ({ name, canBeInitial: () => initial });
    const { framework, icons, components, schemas, kit } = split.cacheGroups;
    for (const group of [framework, icons, components, schemas, kit]) {
      expect(group.chunks(chunk(null))).toBe(true);
      expect(group.chunks(chunk('telemetry-posthog'))).toBe(false);
      expect(group.chunks(chunk('devanagari-font'))).toBe(false);
      expect(group.chunks(chunk('main', true))).toBe(false);
    }
    expect(split.cacheGroups.framework).toMatchObject({ name: 'framework', enforce: true });
    expect(split.cacheGroups.kit).toMatchObject({ name: 'kit', enforce: true });
    expect(framework.priority).toBeGreaterThan(components.priority);
    expect(components.priority).toBeGreaterThan(kit.priority);
    expect(components.priority).toBeGreaterThan(schemas.priority);
    expect(schemas.priority).toBeGreaterThan(kit.priority);
    expect(components).toMatchObject({ name: 'components', enforce: true });
    expect(schemas).toMatchObject({ name: 'schemas', enforce: true });
    const none = graphsOf(new Map());
    expect(split.cacheGroups.framework.test({ nameForCondition: () => null }, none)).toBe(false);
    expect(
      split.cacheGroups.kit.test({ nameForCondition: () => '/repo/shared/src/api/index.ts' }, none),
    ).toBe(true);
  });

  it("keeps a module's contracts out of the kit chunk unless the kit's own entries reach them", () => {
    const file = (path: string): ChunkModule => ({ nameForCondition: () => path });
    const contracts = file('/repo/shared/src/contracts/index.ts');
    const schemas = file('/repo/shared/src/contracts/schemas.ts');
    const words = file('/repo/shared/src/contracts/vendors/words.ts');
    const vendorsEntry = file('/repo/shared/src/contracts/vendors/index.ts');
    const vendors = file('/repo/shared/src/contracts/vendors/vendors.ts');
    const orgEntry = file('/repo/shared/src/contracts/organisation/index.ts');
    const employees = file('/repo/shared/src/contracts/organisation/employees.ts');
    const importersOf = importersIn(
      graphsOf(
        new Map([
          [words, [contracts, vendorsEntry]],
          [vendors, [vendorsEntry]],
          [orgEntry, [schemas]],
          [employees, [orgEntry]],
        ]),
      ),
    );
    for (const module of [contracts, schemas, words, orgEntry, employees])
      expect([module.nameForCondition(), inKitChunk(module, importersOf)]).toEqual([
        module.nameForCondition(),
        true,
      ]);
    for (const module of [vendorsEntry, vendors])
      expect([module.nameForCondition(), inKitChunk(module, importersOf)]).toEqual([
        module.nameForCondition(),
        false,
      ]);
    expect(inKitChunk(file('/repo/shared/src/testing/index.tsx'), importersOf)).toBe(false);
  });

  it("sends the kit's zod schemas to a file of their own, which the dashboard does not download", () => {
    const file = (path: string): ChunkModule => ({ nameForCondition: () => path });
    const contracts = file('/repo/shared/src/contracts/index.ts');
    const schemasEntry = file('/repo/shared/src/contracts/schemas.ts');
    const setup = file('/repo/shared/src/contracts/zod.ts');
    const zod = file(pnpm('zod', 'v4/classic/external.js'));
    const wire = file('/repo/shared/src/contracts/wire.ts');
    const orgEntry = file('/repo/shared/src/contracts/organisation/index.ts');
    const employees = file('/repo/shared/src/contracts/organisation/employees.ts');
    const words = file('/repo/shared/src/contracts/organisation/constants.ts');
    const vendors = file('/repo/shared/src/contracts/vendors/vendors.ts');
    const vendorsEntry = file('/repo/shared/src/contracts/vendors/index.ts');
    const graphs = graphsOf(
      new Map([
        [zod, [setup]],
        [setup, [wire, employees, vendors]],
        [wire, [schemasEntry]],
        [orgEntry, [schemasEntry]],
        [employees, [orgEntry]],
        [words, [contracts, employees]],
        [vendors, [vendorsEntry]],
      ]),
    );
    const { schemas, kit } = shellSplitChunks().cacheGroups;
    const groupsOf = (module: ChunkModule) =>
      [schemas, kit].filter((group) => group.test(module, graphs)).map((group) => group.name);
    // A schema file, or the kit's zod set-up, that the kit's entries reach: the schemas file.
    for (const module of [setup, wire, employees])
      expect([module.nameForCondition(), groupsOf(module)]).toEqual([
        module.nameForCondition(),
        ['schemas', 'kit'],
      ]);
    // The zod-free words and entries stay in the kit file.
    for (const module of [contracts, schemasEntry, orgEntry, words])
      expect([module.nameForCondition(), groupsOf(module)]).toEqual([
        module.nameForCondition(),
        ['kit'],
      ]);
    // A module's contracts no kit code reaches load with its remote, as before; zod is a library.
    for (const module of [vendors, vendorsEntry, zod])
      expect([module.nameForCondition(), groupsOf(module)]).toEqual([
        module.nameForCondition(),
        [],
      ]);
  });

  describe('icons', () => {
    const file = (path: string): ChunkModule => ({ nameForCondition: () => path });
    const kitSet = file('/repo/shared/src/antd/icons.ts');
    const frameSet = file('/repo/shared/src/antd/icons-frame.ts');
    const antdSelect = file(pnpm('antd', 'es/select/index.js'));
    const barrel = file(pnpm('@ant-design/icons', 'es/icons/index.js'));
    const icon = (name: string) => file(pnpm('@ant-design/icons', `es/icons/${name}.js`));
    const drawing = (name: string) => file(pnpm('@ant-design/icons-svg', `es/asn/${name}.js`));
    const [filter, filterSvg] = [icon('FilterOutlined'), drawing('FilterOutlined')];
    const [home, homeSvg] = [icon('HomeOutlined'), drawing('HomeOutlined')];
    const [down, downSvg] = [icon('DownOutlined'), drawing('DownOutlined')];
    // @ant-design/icons' re-exporting index (barrel) is in no chunk of the build.
    const graphs = graphsOf(
      new Map([
        [filter, [kitSet, barrel]],
        [filterSvg, [filter]],
        [home, [kitSet, frameSet, barrel]],
        [homeSvg, [home]],
        [down, [kitSet, antdSelect]],
        [downSvg, [down]],
      ]),
    );
    const importersOf = importersIn(graphs);

    it('finds the icons only the kit icon set imports, with their drawings', () => {
      expect(onlyInKitIconSet(filter, importersOf)).toBe(true);
      expect(onlyInKitIconSet(filterSvg, importersOf)).toBe(true);
    });

    it("keeps the frame's icons and antd's own out of it", () => {
      for (const module of [home, homeSvg, down, downSvg])
        expect(onlyInKitIconSet(module, importersOf)).toBe(false);
      // Not an icon file, or imported by nothing this build knows.
      expect(onlyInKitIconSet(kitSet, importersOf)).toBe(false);
      expect(onlyInKitIconSet(icon('StarOutlined'), importersOf)).toBe(false);
    });

    it('sends an icon only components draw with them, one only a heavy input draws with it', () => {
      const antdTable = file(pnpm('antd', 'es/table/hooks/useSorter.js'));
      const antdPicker = file(pnpm('antd', 'es/date-picker/generatePicker/index.js'));
      const antdButton = file(pnpm('antd', 'es/button/button.js'));
      const [caret, caretSvg] = [icon('CaretUpOutlined'), drawing('CaretUpOutlined')];
      const [calendar, calendarSvg] = [icon('CalendarOutlined'), drawing('CalendarOutlined')];
      const [loading, loadingSvg] = [icon('LoadingOutlined'), drawing('LoadingOutlined')];
      const [close, closeSvg] = [icon('CloseOutlined'), drawing('CloseOutlined')];
      const mixed = graphsOf(
        new Map([
          [caret, [antdTable]],
          [caretSvg, [caret]],
          [calendar, [antdPicker, barrel]],
          [calendarSvg, [calendar]],
          [loading, [antdButton]],
          [loadingSvg, [loading]],
          [close, [antdTable, antdButton]],
          [closeSvg, [close]],
        ]),
      );
      const { framework, components } = shellSplitChunks().cacheGroups;
      const placeOf = (module: ChunkModule) => iconPlaceOf(module, importersIn(mixed));
      expect([caret, caretSvg].map(placeOf)).toEqual(['components', 'components']);
      expect([calendar, calendarSvg].map(placeOf)).toEqual(['own', 'own']);
      expect([loading, loadingSvg, close, closeSvg].map(placeOf)).toEqual(
        Array(4).fill('framework'),
      );
      expect(placeOf(antdTable)).toBeNull();
      expect([components.test(caretSvg, mixed), framework.test(caretSvg, mixed)]).toEqual([
        true,
        false,
      ]);
      expect([components.test(calendar, mixed), framework.test(calendar, mixed)]).toEqual([
        false,
        false,
      ]);
      expect([components.test(closeSvg, mixed), framework.test(closeSvg, mixed)]).toEqual([
        false,
        true,
      ]);
    });

    it('sends them to a file of their own, which the dashboard does not download', () => {
      const { framework, icons } = shellSplitChunks().cacheGroups;
      expect(icons).toMatchObject({ name: 'icons', enforce: true });
      expect(icons.priority).toBeLessThan(framework.priority);
      expect(framework.test(filterSvg, graphs)).toBe(false);
      expect(icons.test(filterSvg, graphs)).toBe(true);
      expect(framework.test(homeSvg, graphs)).toBe(true);
      expect(icons.test(homeSvg, graphs)).toBe(false);
    });
  });
});

/**
 * webpack's graphs of the importers each module has; every module is in a chunk but the
 * re-exporting indexes (`index.js`).
 */
function graphsOf(importers: Map<ChunkModule, ChunkModule[]>): ChunkGraphs {
  return {
    moduleGraph: {
      getIncomingConnections: (module) =>
        (importers.get(module) ?? []).map((originModule) => ({ originModule })),
      getOutgoingConnections: (module) =>
        [...importers]
          .filter(([, origins]) => origins.includes(module))
          .map(([target]) => ({ module: target })),
    },
    chunkGraph: {
      getNumberOfModuleChunks: (module) =>
        /[\\/]index\.js$/.test(module.nameForCondition() ?? '') &&
        /icons/.test(module.nameForCondition() ?? '')
          ? 0
          : 1,
    },
  };
}
