/**
 * The schema of `remotes.json`, which every remote's build validates its entry with: route
 * data that does not fit fails the build, naming the field.
 */
import {
  navEntry,
  perm,
  protectedRoute,
  publicRoute,
  screenHeading,
  type RouteEntry,
} from '../../contracts';
import { remoteManifestProblems, remoteRouteData } from '../remote-manifest';

const I18N = {
  namespace: 'vendors',
  resources: {
    en: { nav: { insights: 'Vendor insights' }, other: 'x' },
    hi: { nav: { insights: 'विक्रेता विश्लेषण' }, other: 'y' },
  },
};

const ROUTES_OF_VENDORS: RouteEntry[] = [
  protectedRoute('vendors', 'vendorList', 'saas-products', navEntry('vendorList', 'vendors')),
  protectedRoute('vendors', { key: 'vendorInsights', path: '/vendor-insights' }, 'saas-products', {
    permission: perm('on_asset', 'asset', 'view'),
    ...navEntry('vendors:nav.insights', 'vendors'),
  }),
];

function entry(routes: unknown[] = ROUTES_OF_VENDORS, extra: object = {}) {
  return {
    name: 'mf_vendors',
    entry: '/remotes/vendors/0.1.0-abc/remoteEntry.js',
    version: '0.1.0-abc',
    contract: '1.0.0',
    ...remoteRouteData(routes as RouteEntry[], I18N),
    ...extra,
  };
}

describe('remote manifest schema', () => {
  it('accepts an entry whose routes fit, and copies the menu strings of its own namespace', () => {
    const vendors = entry();
    expect(vendors.i18n).toEqual({
      namespace: 'vendors',
      resources: {
        en: { nav: { insights: 'Vendor insights' } },
        hi: { nav: { insights: 'विक्रेता विश्लेषण' } },
      },
    });
    expect(remoteManifestProblems({ vendors })).toEqual([]);
  });

  it('copies a heading’s strings of its own namespace, and refuses one without its text', () => {
    const resources = {
      en: { screens: { vendorList: { title: 'Vendors', description: 'Every vendor.' } } },
      hi: { screens: { vendorList: { title: 'विक्रेता', description: 'हर विक्रेता।' } } },
    };
    const routes = [
      protectedRoute('vendors', 'vendorList', 'saas-products', {
        ...screenHeading('vendors', 'vendorList'),
      }),
    ];
    const vendors = {
      ...entry(),
      ...remoteRouteData(routes, { namespace: 'vendors', resources }),
    };
    expect(vendors.routes[0]!.heading).toEqual({
      titleKey: 'vendors:screens.vendorList.title',
      descriptionKey: 'vendors:screens.vendorList.description',
    });
    expect(vendors.i18n?.resources).toEqual(resources);
    expect(remoteManifestProblems({ vendors })).toEqual([]);

    const untranslated = {
      ...entry(),
      ...remoteRouteData(routes, {
        namespace: 'vendors',
        resources: { ...resources, hi: { screens: { vendorList: { title: 'विक्रेता' } } } },
      }),
    };
    expect(remoteManifestProblems({ vendors: untranslated })).toEqual([
      "vendors.routes.0: names vendors:screens.vendorList.description, which has no hi text in the entry's i18n",
    ]);
    const headingless = {
      ...entry(),
      routes: [{ ...routes[0]!, heading: { descriptionKey: 'x' } }],
    };
    expect(remoteManifestProblems({ vendors: headingless })).toEqual([
      'vendors.routes.0.heading.titleKey: Invalid input: expected string, received undefined',
    ]);
  });

  it('keeps fields it does not know, so the route data can grow (a page title, say)', () => {
    const routes = [{ ...ROUTES_OF_VENDORS[0]!, titleKey: 'titles.vendorList' }];
    expect(remoteManifestProblems({ vendors: entry(routes, { builtAt: 'today' }) })).toEqual([]);
    expect(entry(routes).routes[0]).toHaveProperty('titleKey', 'titles.vendorList');
  });

  it.each([
    [
      'a protected route without its company module',
      [{ ...ROUTES_OF_VENDORS[0]!, module: undefined }],
      'vendors.routes.0.module: a protected route needs one',
    ],
    [
      'a public route with a company module',
      [{ ...publicRoute('vendors', 'responseSubmitted', ['logged-in']), module: 'saas-products' }],
      'vendors.routes.0.module: only protected routes have one',
    ],
    [
      'modules of which one opens the route, without the route’s own module',
      [{ ...ROUTES_OF_VENDORS[0]!, anyModule: ['it-services'] }],
      'vendors.routes.0.anyModule: must include the route’s module (the one an older shell reads)',
    ],
    [
      'a permission outside the catalogue',
      [
        {
          ...ROUTES_OF_VENDORS[0]!,
          permission: { group: 'on_asset', object: 'asset', action: 'fly' },
        },
      ],
      'vendors.routes.0.permission: is not a permission of the catalogue (contracts/permissions.ts)',
    ],
    [
      'a relative path',
      [{ ...ROUTES_OF_VENDORS[0]!, path: 'vendor-list' }],
      'vendors.routes.0.path: must be an absolute path without query or hash',
    ],
    [
      'an unknown menu icon',
      [{ ...ROUTES_OF_VENDORS[0]!, nav: { labelKey: 'nav.vendorList', icon: 'rocket' } }],
      'vendors.routes.0.nav.icon',
    ],
    [
      'a route another remote owns',
      [{ ...ROUTES_OF_VENDORS[0]!, owner: 'shop' }],
      'vendors.routes.0.owner: must be "vendors", the remote whose entry lists it',
    ],
    [
      'a path served twice',
      [ROUTES_OF_VENDORS[0]!, { ...ROUTES_OF_VENDORS[1]!, path: '/vendor-list' }],
      'vendors.routes.1.path: is served twice',
    ],
  ])('refuses %s', (_what, routes, problem) => {
    const problems = remoteManifestProblems({ vendors: entry(routes) });
    expect(problems.some((p) => p.startsWith(problem))).toBe(true);
  });

  it('takes menu entries of a route’s views, with their query, permission and count', () => {
    const view = {
      labelKey: 'vendors:nav.insights',
      icon: 'vendors',
      search: '?view=insights',
      permission: perm('on_asset', 'asset', 'view'),
      count: { url: '/vendors/menu-counts', key: 'insights' },
    };
    const route = (viewNav: unknown[]) =>
      ({ ...ROUTES_OF_VENDORS[0]!, viewNav }) as unknown as RouteEntry;
    const data = entry([route([view])]);
    expect(remoteManifestProblems({ vendors: data })).toEqual([]);
    // Its label's strings travel with the entry, as a route's own entry's.
    expect(data.i18n?.resources.en).toEqual({ nav: { insights: 'Vendor insights' } });
    expect(
      remoteManifestProblems({
        vendors: entry([route([{ ...view, search: 'view=x', count: { url: 'x', key: '' } }])]),
      }),
    ).toEqual([
      'vendors.routes.0.viewNav.0.search: must be a query: ?name=value',
      'vendors.routes.0.viewNav.0.count.url: must be an API path',
      expect.stringMatching(/^vendors\.routes\.0\.viewNav\.0\.count\.key: /),
    ]);
  });

  it('refuses a menu label of its own namespace without its English and Hindi strings', () => {
    const vendors = { ...entry(), i18n: undefined };
    expect(remoteManifestProblems({ vendors })).toEqual([
      "vendors.routes.1: names vendors:nav.insights, which has no en text in the entry's i18n",
      "vendors.routes.1: names vendors:nav.insights, which has no hi text in the entry's i18n",
    ]);
  });

  it('refuses a path that two remotes serve, and an entry without a contract version', () => {
    const shop = {
      ...entry([{ ...ROUTES_OF_VENDORS[0]!, owner: 'shop' }]),
      name: 'mf_shop',
    };
    expect(remoteManifestProblems({ vendors: entry(), shop })).toContain(
      'shop.routes.0.path: /vendor-list is already served by vendors',
    );
    expect(remoteManifestProblems({ vendors: entry(undefined, { contract: '^1' }) })).toEqual([
      'vendors.contract: must be a major.minor.patch version',
    ]);
  });
});
