/**
 * The contract test every remote runs on its `./module` and its route data
 * (`src/routes.ts`): the module satisfies RemoteModule (the check the shell makes on
 * load), the route data its build writes into `remotes.json` matches the manifest schema,
 * the module serves exactly those paths with the menu entries they declare, its English
 * and Hindi resources have the same keys, and every placeholder screen renders with the
 * stable test hooks and translated text.
 */
import { screen } from '@testing-library/react';
import {
  REMOTE_CONTAINER_NAMES,
  type RemoteI18n,
  type RemoteModule,
} from '../contracts/remote-module';
import type { RouteEntry } from '../contracts/route-registry';
import { addModuleResources } from '../i18n';
import { assertRemoteModule } from '../remote/assert-remote-module';
import { navEntriesOf } from '../routing/nav-entries';
import { remoteManifestProblems, remoteRouteData } from '../contracts/remote-manifest';
import { renderWithProviders } from './render-with-providers';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Plural suffixes differ by language; compare the keys without them. */
const withoutPlural = (keys: string[]) =>
  [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

/** The module's strings in both languages, a language it loads when shown loaded. */
async function bothLanguages(remoteModule: RemoteModule): Promise<RemoteI18n> {
  const { namespace, resources } = remoteModule.i18n;
  const load = async (code: 'en' | 'hi') => {
    const loaded = await remoteModule.i18nLoad?.[code]?.();
    if (!loaded) return resources[code];
    return ('default' in loaded ? loaded.default : loaded) as Record<string, unknown>;
  };
  return { namespace, resources: { en: await load('en'), hi: await load('hi') } };
}

export function describeRemoteModule(
  remoteModule: RemoteModule,
  routes: readonly RouteEntry[],
): void {
  const owned = routes;
  const { namespace } = remoteModule.i18n;

  describe(`remote module ${remoteModule.id}`, () => {
    it('satisfies RemoteModule, as the shell checks it on load', () => {
      expect(() => assertRemoteModule(remoteModule, remoteModule.id)).not.toThrow();
    });

    it('emits route data that matches the manifest schema', async () => {
      const entry = {
        name: REMOTE_CONTAINER_NAMES[remoteModule.id],
        entry: `/remotes/${remoteModule.id}/0.0.0-test/remoteEntry.js`,
        version: '0.0.0-test',
        contract: '1.0.0',
        ...remoteRouteData(routes, await bothLanguages(remoteModule)),
      };
      expect(remoteManifestProblems({ [remoteModule.id]: entry })).toEqual([]);
    });

    it('serves exactly the paths of its route data', () => {
      expect(remoteModule.routes.map((route) => route.path).sort()).toEqual(
        owned.map((entry) => entry.path).sort(),
      );
    });

    it('takes its menu entries from its route data', () => {
      expect(remoteModule.nav).toEqual(navEntriesOf(owned));
    });

    it('has the same translation keys in English and Hindi, and a title and description per screen', async () => {
      const { resources } = await bothLanguages(remoteModule);
      expect(withoutPlural(keyPaths(resources.hi))).toEqual(withoutPlural(keyPaths(resources.en)));
      const screens = (resources.en as { screens?: Record<string, unknown> }).screens ?? {};
      for (const entry of owned) {
        expect([entry.key, screens[entry.key]]).toEqual([
          entry.key,
          { title: expect.any(String), description: expect.any(String) },
        ]);
      }
    });

    const eager = remoteModule.routes
      .filter((route) => route.Component)
      .map((route) => [route.path, route] as const);
    // A remote whose screens are all lazy has none to render here (jest refuses an empty table).
    if (eager.length === 0) return;
    it.each(eager)('%s renders its screen with the test hooks', async (_path, route) => {
      addModuleResources(namespace, (await bothLanguages(remoteModule)).resources);
      const Screen = route.Component!;
      renderWithProviders(<Screen />);
      const root = screen.getByTestId('screen');
      expect(root.getAttribute('data-remote')).toBe(remoteModule.id);
      const title = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      expect(title).not.toMatch(/^screens\./);
      expect(title.length).toBeGreaterThan(0);
    });
  });
}
