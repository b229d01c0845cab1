import type { Policies, RouteEntry } from '@itam/shared/contracts';
import { FRAME_HINT_KEY, forgetFrameHint } from '../frame-hint-names';
import { frameHintOf, keepFrameHint, type FrameHintInput } from '../frame-hint';

const VIEW = { group: 'on_asset', object: 'asset', action: 'view' } as const;
const CREATE = { group: 'on_asset', object: 'asset', action: 'create' } as const;

const ENTRIES: RouteEntry[] = [
  { key: 'home', path: '/', owner: 'marketing', tables: ['logged-in', 'not-logged-in'] },
  {
    key: 'dashboard',
    path: '/dashboard',
    owner: 'assets',
    tables: ['protected'],
    module: 'asset-management',
    heading: { titleKey: 'assets:dashboard.title', descriptionKey: 'assets:dashboard.text' },
  },
  {
    key: 'assets',
    path: '/assets',
    owner: 'assets',
    tables: ['protected'],
    module: 'asset-management',
    // Read differently without asset view.
    heading: { titleKey: 'assets:assets.title', permission: VIEW },
  },
  {
    key: 'assetNew',
    path: '/assets/new',
    owner: 'assets',
    tables: ['protected'],
    module: 'asset-management',
    permission: CREATE,
    heading: { titleKey: 'assets:new.title' },
  },
  {
    key: 'incidents',
    path: '/incidents',
    owner: 'incidents',
    tables: ['protected'],
    module: 'incident-management',
    heading: { titleKey: 'incidents:list.title' },
  },
  { key: 'anything', path: '/files/*', owner: 'shell', tables: ['protected'] },
];

const TEXTS: Record<string, string> = {
  'assets:dashboard.title': 'Dashboard',
  'assets:dashboard.text': 'An overview.',
  'assets:assets.title': 'Assets',
  'assets:new.title': 'New asset',
  'incidents:list.title': 'Tickets',
};

function input(overrides: Partial<FrameHintInput> = {}): FrameHintInput {
  return {
    entries: ENTRIES,
    companyRoles: ['asset-management'],
    policies: { on_asset: { asset: ['view', 'create'] } } as unknown as Policies,
    rolesStatus: 'loaded',
    licenseCode: 'LICENSE_EXIST',
    language: 'en',
    brandName: 'Demo Corp',
    logo: null,
    loading: 'Loading...',
    translate: (key) => TEXTS[key] ?? '',
    ...overrides,
  };
}

const headed = (routes: ReturnType<typeof frameHintOf>['routes']) =>
  routes.filter((route) => route.length > 1);

describe('the frame hint', () => {
  it('keeps every route pattern, with the header this visitor sees where there is one', () => {
    const hint = frameHintOf(input());
    expect(hint.routes).toEqual([
      ['/'],
      ['/dashboard', 'Dashboard', 'An overview.'],
      ['/assets', 'Assets'],
      ['/assets/new', 'New asset'],
      // The company has no incident management: that route shows another screen.
      ['/incidents'],
    ]);
    expect(hint).toMatchObject({
      v: 1,
      language: 'en',
      brand: { name: 'Demo Corp', logo: null },
      loading: 'Loading...',
    });
  });

  it('leaves out a header the role may not read early, and a route the role may not open', () => {
    const hint = frameHintOf(input({ policies: { on_asset: {} } as unknown as Policies }));
    expect(headed(hint.routes)).toEqual([['/dashboard', 'Dashboard', 'An overview.']]);
  });

  it('has no header while the role is unknown for routes that depend on it', () => {
    const hint = frameHintOf(input({ rolesStatus: 'loading' }));
    expect(headed(hint.routes)).toEqual([['/dashboard', 'Dashboard', 'An overview.']]);
  });

  it('has no header at all for a company whose subscription is not open (the dialog shows)', () => {
    for (const licenseCode of ['LICENSE_EXPIRED', 'LICENSE_REQUIRED'])
      expect(headed(frameHintOf(input({ licenseCode })).routes)).toEqual([]);
  });

  it('has no header whose text is not known', () => {
    const hint = frameHintOf(input({ translate: () => '' }));
    expect(headed(hint.routes)).toEqual([]);
  });

  it('is kept on the device, rewritten only when it changed, and forgotten', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const hint = frameHintOf(input());
    keepFrameHint(hint);
    keepFrameHint(frameHintOf(input()));
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(FRAME_HINT_KEY)!)).toEqual(hint);
    forgetFrameHint();
    expect(localStorage.getItem(FRAME_HINT_KEY)).toBeNull();
    setItem.mockRestore();
  });
});
