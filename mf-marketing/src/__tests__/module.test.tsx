import '@itam/shared/testing';
import '@testing-library/jest-dom';
import type { RouteKey } from '@itam/shared/contracts';
import { describeRemoteModule } from '@itam/shared/testing';
import { screen } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import remoteModule, { SCREENS } from '../module';
import { MARKETING_ROUTES } from '../routes';
import { FAKE_DEVICES, FAKE_PLANS, installFakeApi, type FakeApi } from '../test-support/fake-api';
import { renderPage } from '../test-support/render-page';

describeRemoteModule(remoteModule, MARKETING_ROUTES);

const SRC = path.resolve(__dirname, '..');

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [
      `${prefix}[${value.length}]`,
      ...value.flatMap((item, i) => keyPaths(item, `${prefix}[${i}]`)),
    ];
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}
const withoutPlural = (keys: string[]) =>
  [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)(?=\.|$)/, '')))].sort();

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? jsonFiles(full) : entry.name.endsWith('.json') ? [full] : [];
  });
}

describe('page text bundles', () => {
  const english = jsonFiles(path.join(SRC, 'locales/en/pages'));

  it('exist for the pages', () => {
    expect(english.length).toBeGreaterThanOrEqual(10);
  });

  it.each(english.map((file) => [path.relative(path.join(SRC, 'locales/en'), file), file]))(
    '%s has the same keys and list lengths in Hindi',
    (_name, file) => {
      const hindiFile = file.replace(`${path.sep}en${path.sep}`, `${path.sep}hi${path.sep}`);
      const en = JSON.parse(fs.readFileSync(file, 'utf8'));
      const hi = JSON.parse(fs.readFileSync(hindiFile, 'utf8'));
      expect(withoutPlural(keyPaths(hi))).toEqual(withoutPlural(keyPaths(en)));
      // Hindi text is really Hindi (a copy of the English would pass the key check).
      expect(JSON.stringify(hi)).toMatch(/[\u0900-\u097F]/);
    },
  );
});

/**
 * The landing page is the first thing a visitor loads: it and the chrome it uses must not
 * pull in antd, icons or zod. Walks the source imports from the home screen.
 */
describe('the landing page stays light', () => {
  const heavy = [
    /^antd/,
    /^@ant-design\//,
    /^@itam\/shared\/(antd|antd-data|icons|schemas|ui)$/,
    /^zod/,
  ];

  function importsOf(file: string): string[] {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/^\s*import\s+(?:type\s+)?(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm)]
      .filter((m) => !/^\s*import\s+type\s/.test(m[0]))
      .map((m) => m[1]!);
  }

  function walk(entry: string, seen = new Set<string>()): Set<string> {
    if (seen.has(entry)) return seen;
    seen.add(entry);
    for (const spec of importsOf(entry)) {
      if (!spec.startsWith('.')) {
        seen.add(`pkg:${spec}`);
        continue;
      }
      const base = path.resolve(path.dirname(entry), spec);
      const file = ['.tsx', '.ts', '.json', '']
        .map((ext) => base + ext)
        .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (file && !file.endsWith('.json')) walk(file, seen);
    }
    return seen;
  }

  it.each([
    ['features/landing/home-screen.tsx', '@itam/shared/contracts'],
    ['module.tsx', '@itam/shared/remote'],
  ])('%s imports no heavy library', (entry, expected) => {
    const packages = [...walk(path.join(SRC, entry))]
      .filter((s) => s.startsWith('pkg:'))
      .map((s) => s.slice(4));
    expect(packages.filter((p) => heavy.some((re) => re.test(p)))).toEqual([]);
    // The walk really followed the imports.
    expect(packages).toContain(expected);
    // No store code on the way in: the slice joins with the pages that need it.
    expect(packages).not.toContain('@reduxjs/toolkit');
  });
});

describe('every public page', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi()
      .on('GET', '/itam/open-api/plans', () => ({ type: 'success', plans: FAKE_PLANS }))
      .on('GET', '/itam/open-api/devices', () => ({ type: 'success', devices: FAKE_DEVICES }))
      .on('GET', /^\/itam\/open-api\/devices\//, () => ({
        type: 'success',
        device: FAKE_DEVICES[0],
      }));
  });
  afterEach(() => api.restore());

  const sample = (key: RouteKey, routePath: string) =>
    key === 'registerProduct'
      ? '/register-asset-management'
      : key === 'onboardingDeviceSelectionItem'
        ? '/onboarding/device-selection/latitude-3540'
        : routePath.replace(':product', 'itam');

  it('has a screen of its own (no placeholder)', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(MARKETING_ROUTES.map((e) => e.key).sort());
  });

  it.each(MARKETING_ROUTES.map((e) => [e.key as RouteKey, e.path] as const))(
    '%s renders real content, its title and description',
    async (key, routePath) => {
      const { default: Screen } = await SCREENS[key]!();
      const url = sample(key, routePath);
      renderPage(null, {
        loggedIn: key === 'contact',
        route: url,
        routes: [{ path: key === 'registerProduct' ? '*' : routePath, element: <Screen /> }],
      });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).not.toMatch(
        /^(screens|landing|product|company|legal|faqs|leads|pricing|registration|onboarding)\./,
      );
      expect(heading.textContent!.length).toBeGreaterThan(3);
      expect(screen.getByTestId('screen')).toHaveAttribute('data-remote', 'marketing');
      expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(document.title).toMatch(/ \| ITAM$/);
      expect(
        document.querySelector('meta[name="description"]')?.getAttribute('content')?.length,
      ).toBeGreaterThan(20);
      // No key shows untranslated anywhere on the page.
      expect(document.body.textContent).not.toMatch(
        /\b(forms|pricing|onboarding|registration|leads|modules|cta|nav|footer|common)\.[a-z][A-Za-z]+/,
      );
    },
  );
});
