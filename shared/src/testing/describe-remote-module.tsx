/**
 * The contract test every remote runs on its `./module`: it serves exactly the registry
 * paths it owns, its menu comes from the registry, its English and Hindi resources have
 * the same keys, and every placeholder screen renders with the stable test hooks and
 * translated text.
 */
import { screen } from '@testing-library/react';
import type { RemoteModule } from '../contracts/remote-module';
import { routesOwnedBy } from '../contracts/route-registry';
import { addModuleResources } from '../i18n';
import { navEntriesOf } from '../routing/nav-entries';
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

export function describeRemoteModule(remoteModule: RemoteModule): void {
  const owned = routesOwnedBy(remoteModule.id);
  const { namespace, resources } = remoteModule.i18n;

  describe(`remote module ${remoteModule.id}`, () => {
    it('serves exactly the registry paths it owns', () => {
      expect(remoteModule.routes.map((route) => route.path).sort()).toEqual(
        owned.map((entry) => entry.path).sort(),
      );
    });

    it('takes its menu entries from the registry', () => {
      expect(remoteModule.nav).toEqual(navEntriesOf(owned));
    });

    it('has the same translation keys in English and Hindi, and a title and description per screen', () => {
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
    it.each(eager)('%s renders its screen with the test hooks', (_path, route) => {
      addModuleResources(namespace, resources);
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
