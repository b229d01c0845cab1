/**
 * What a module team does to ship a remote alone, in a temporary folder: a copy of the
 * production build to deploy into, and a copy of the kit and of the vendors remote where
 * the kit's `@itam/shared/remote` gains an export (recorded in the copy's
 * shared/kit-api.json as the entry's next minor once `recordKitApi` runs `pnpm kit:api`)
 * and the remote uses it on a route of its own, with a menu entry. The copies build with the checkout's
 * installed packages (node_modules are links) and a webpack cache of their own.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repo = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** The route the deploy adds, its menu label and the text its screen shows (from the new export). */
export const NEW_ROUTE = '/vendor-insights';
export const NEW_MENU_LABEL = 'Vendor insights';
export const NEW_EXPORT_TEXT = 'Deployed with a newer kit than the shell';

export interface DeployFixture {
  /** The copy of dist/web a server serves and the deploy writes into. */
  webRoot: string;
  /** `@itam/shared/remote`'s version in the built shell, and in the changed kit once recorded. */
  kitRemote: { shell: string; changed: string };
  /** `pnpm kit:api` on the kit copy: records the new export as the entry's next minor. */
  recordKitApi(): Promise<string>;
  /** `pnpm build:remote vendors` from the changed copy into `webRoot`; its output. */
  buildRemote(): Promise<string>;
  /** `pnpm rollback:remote vendors` in `webRoot`. */
  rollback(): Promise<string>;
  remove(): void;
}

/** `dir` as links to every entry of `from` (a node_modules folder), with `overrides`. */
function linkEntries(from: string, dir: string, overrides: Record<string, string> = {}): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    if (name === '.cache' || name in overrides) continue;
    if (name.startsWith('@') && Object.keys(overrides).some((o) => o.startsWith(`${name}/`))) {
      linkEntries(
        path.join(from, name),
        path.join(dir, name),
        Object.fromEntries(
          Object.entries(overrides)
            .filter(([o]) => o.startsWith(`${name}/`))
            .map(([o, target]) => [o.slice(name.length + 1), target]),
        ),
      );
      continue;
    }
    fs.symlinkSync(fs.realpathSync(path.join(from, name)), path.join(dir, name));
  }
  for (const [name, target] of Object.entries(overrides)) {
    if (name.includes('/')) continue;
    fs.symlinkSync(target, path.join(dir, name));
  }
}

function copySources(name: string, root: string): string {
  const to = path.join(root, name);
  fs.cpSync(path.join(repo, name), to, {
    recursive: true,
    filter: (source) => !source.split(path.sep).includes('node_modules'),
  });
  return to;
}

function edit(file: string, change: (text: string) => string): void {
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}

/**
 * The kit copy: `deployNote` joins `@itam/shared/remote`; its API report is not yet
 * updated (as a team that forgot `pnpm kit:api` would have it). Returns the entry's
 * version before.
 */
function addKitExport(shared: string): string {
  fs.writeFileSync(
    path.join(shared, 'src/remote/deploy-note.ts'),
    `/** A line a remote shows about the kit it was deployed with. */\nexport function deployNote(): string {\n  return ${JSON.stringify(NEW_EXPORT_TEXT)};\n}\n`,
  );
  fs.appendFileSync(
    path.join(shared, 'src/remote/index.ts'),
    "export { deployNote } from './deploy-note';\n",
  );
  return remoteEntryVersion(shared);
}

function remoteEntryVersion(shared: string): string {
  const report = JSON.parse(fs.readFileSync(path.join(shared, 'kit-api.json'), 'utf8')) as {
    entries: Record<string, { version: string }>;
  };
  return report.entries['./remote']!.version;
}

/** The remote copy: a route of its own with a menu entry, whose screen uses the new export. */
function addRoute(vendors: string): void {
  fs.mkdirSync(path.join(vendors, 'src/features/insights'), { recursive: true });
  fs.writeFileSync(
    path.join(vendors, 'src/features/insights/insights-screen.tsx'),
    `import { deployNote } from '@itam/shared/remote';
import { useTranslation } from '@itam/shared/i18n';

export default function InsightsScreen() {
  const { t } = useTranslation('vendors');
  return (
    <div data-testid="screen" data-remote="vendors">
      <h1>{t('nav.insights')}</h1>
      <p data-testid="deploy-note">{deployNote()}</p>
    </div>
  );
}
`,
  );
  // Last of the remote's routes (its menu entry last among the vendors').
  edit(path.join(vendors, 'src/routes.ts'), (text) => {
    const list = /(export const VENDORS_ROUTES[^=]*= \[\n[\s\S]*?)(\n\];)/;
    const changed = text.replace(
      list,
      `$1\n  route({ key: 'vendorInsights', path: '${NEW_ROUTE}' }, navEntry('vendors:nav.insights', 'vendors')),$2`,
    );
    if (changed === text) throw new Error('mf-vendors/src/routes.ts has no VENDORS_ROUTES list');
    return changed;
  });
  // Into the module's screens (it has some of its own).
  edit(path.join(vendors, 'src/module.tsx'), (text) => {
    const changed = text.replace(
      '  screens: {\n',
      "  screens: {\n    vendorInsights: () => import('./features/insights/insights-screen'),\n",
    );
    if (changed === text) throw new Error('mf-vendors/src/module.tsx has no `screens: {` line');
    return changed;
  });
  for (const [lng, label] of [
    ['en', NEW_MENU_LABEL],
    ['hi', 'विक्रेता विश्लेषण'],
  ] as const) {
    const file = path.join(vendors, `src/locales/${lng}/vendors.json`);
    const strings = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    strings.nav = { ...(strings.nav as object), insights: label };
    const screens = strings.screens as Record<string, unknown>;
    screens.vendorInsights = { title: label, description: label };
    fs.writeFileSync(file, `${JSON.stringify(strings, null, 2)}\n`);
  }
}

export function createDeployFixture(): DeployFixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-e2e-deploy-'));
  const webRoot = path.join(root, 'web');
  fs.cpSync(path.join(repo, 'dist/web'), webRoot, { recursive: true });
  // A checkout of two packages: the kit and the remote, on the installed packages.
  for (const file of ['package.json', 'tsconfig.base.json'])
    fs.copyFileSync(path.join(repo, file), path.join(root, file));
  linkEntries(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
  const shared = copySources('shared', root);
  fs.symlinkSync(
    fs.realpathSync(path.join(repo, 'shared/node_modules')),
    path.join(shared, 'node_modules'),
  );
  const vendors = copySources('mf-vendors', root);
  linkEntries(path.join(repo, 'mf-vendors/node_modules'), path.join(vendors, 'node_modules'), {
    '@itam/shared': shared,
  });
  const kitRemote = { shell: addKitExport(shared), changed: '' };
  addRoute(vendors);

  const script = async (name: string, args: string[]) => {
    const { stdout, stderr } = await run(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(repo, 'scripts', name), ...args],
      { cwd: repo, maxBuffer: 16 * 1024 * 1024 },
    );
    return `${stdout}${stderr}`;
  };
  const deployScript = (name: string, extra: string[] = []) =>
    script(name, ['vendors', '--web-root', webRoot, ...extra]);
  return {
    webRoot,
    kitRemote,
    recordKitApi: async () => {
      const output = await script('kit-api.ts', ['--kit-dir', shared]);
      kitRemote.changed = remoteEntryVersion(shared);
      return output;
    },
    buildRemote: () => deployScript('build-remote.ts', ['--package-dir', vendors]),
    rollback: () => deployScript('rollback-remote.ts'),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
