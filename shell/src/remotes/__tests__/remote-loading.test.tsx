import {
  fakeCatalog,
  fakeLoader,
  fakeManifest,
  fakeRemote,
  MEMBER,
  renderShell,
} from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { perm, SCREEN_SHOWN_EVENT, type Permission, type RemoteId } from '@itam/shared/contracts';
import type { FrameHint } from '../../frame/frame-hint';
import { FRAME_HINT_KEY } from '../../frame/frame-hint-names';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { put, takeEvery } from 'redux-saga/effects';

describe('remote loading', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('loads a remote only on the first navigation into one of its paths', async () => {
    const { loader, navigate } = renderShell({ route: '/assets' });
    await screen.findByTestId('screen');
    expect(loader.load.mock.calls.map(([id]) => id)).toEqual(['assets']);
    await navigate('/in-stock');
    await navigate('/devices');
    expect(loader.load).toHaveBeenCalledTimes(1);
    await navigate('/incidents');
    await waitFor(() =>
      expect(screen.getByTestId('screen')).toHaveAttribute('data-remote', 'incidents'),
    );
    expect(loader.load.mock.calls.map(([id]) => id)).toEqual(['assets', 'incidents']);
  });

  // The vendors entry as a build writes it: its list route names its heading, whose
  // strings travel with the entry (`permission`: a heading for the roles that have it).
  const headedManifest = (permission?: Permission) => () => {
    const read = fakeManifest();
    return {
      ...read,
      vendors: {
        ...read.vendors!,
        routes: read.vendors!.routes.map((route) =>
          route.heading ? { ...route, heading: { ...route.heading, permission } } : route,
        ),
        i18n: {
          namespace: 'vendors',
          resources: {
            en: { screens: { vendorList: { title: 'Vendors', description: 'Every vendor.' } } },
            hi: { screens: { vendorList: { title: 'विक्रेता', description: 'हर विक्रेता।' } } },
          },
        },
      },
    };
  };

  it("shows the screen's page header from remotes.json while the remote's code is on its way", async () => {
    const manifest = headedManifest();
    let arrive: (remote: ReturnType<typeof fakeRemote>) => void = () => undefined;
    const loader = fakeLoader(
      (id) => new Promise((resolve) => (arrive = () => resolve(fakeRemote(id)))),
    );
    renderShell({ route: '/vendor-list', loader, catalog: fakeCatalog(manifest) });
    const pending = await screen.findByTestId('screen-pending');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vendors');
    expect(pending).toHaveTextContent('Every vendor.');
    expect(screen.getByRole('status')).toBeInTheDocument();
    arrive(fakeRemote('vendors'));
    await screen.findByTestId('screen');
    expect(screen.queryByTestId('screen-pending')).not.toBeInTheDocument();
  });

  it('announces the page header (the frame the page drew hands over) and keeps it for the next load', async () => {
    const shown = jest.fn();
    window.addEventListener(SCREEN_SHOWN_EVENT, shown);
    const never = () => new Promise<never>(() => undefined);
    renderShell({
      route: '/vendor-list',
      loader: fakeLoader(never),
      catalog: fakeCatalog(headedManifest()),
    });
    await screen.findByTestId('screen-pending');
    expect(shown).toHaveBeenCalledTimes(1);
    window.removeEventListener(SCREEN_SHOWN_EVENT, shown);
    await waitFor(() => expect(localStorage.getItem(FRAME_HINT_KEY)).not.toBeNull());
    const hint = JSON.parse(localStorage.getItem(FRAME_HINT_KEY)!) as FrameHint;
    expect(hint.routes).toContainEqual(['/vendor-list', 'Vendors', 'Every vendor.']);
    expect(hint.language).toBe('en');
    localStorage.removeItem(FRAME_HINT_KEY);
  });

  it('shows a heading meant for roles with a permission only to those roles', async () => {
    const assetView = perm('on_asset', 'asset', 'view');
    const never = () => new Promise<never>(() => undefined);
    renderShell({
      route: '/vendor-list',
      loader: fakeLoader(never),
      catalog: fakeCatalog(headedManifest(assetView)),
    });
    expect(await screen.findByTestId('screen-pending')).toHaveTextContent('Vendors');
    cleanup();
    renderShell({
      route: '/vendor-list',
      loader: fakeLoader(never),
      catalog: fakeCatalog(headedManifest(assetView)),
      // The vendors' reader without the heading's permission.
      session: { ...MEMBER, policies: { on_vendor: { vendor: ['view'] } } },
    });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('screen-pending')).not.toBeInTheDocument();
  });

  it('shows the spinner alone for a route without a heading', async () => {
    const loader = fakeLoader(() => new Promise(() => undefined));
    renderShell({ route: '/responseSubmitted', loader });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('screen-pending')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the module error with Retry inside the layout; Retry loads again, bypassing caches', async () => {
    const user = userEvent.setup();
    const loader = fakeLoader((id, attempt) => {
      if (id === 'vendors' && attempt === 0) throw new Error('remoteEntry.js: 404');
      return fakeRemote(id);
    });
    renderShell({ route: '/vendor-list', loader });
    expect(await screen.findByTestId('module-error')).toBeInTheDocument();
    expect(screen.getByTestId('app-layout')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'vendors');
    expect(loader.load).toHaveBeenLastCalledWith(
      'vendors',
      expect.objectContaining({ attempt: 1 }),
    );
  });

  it('keeps other modules working while one remote is down', async () => {
    const loader = fakeLoader((id) => {
      if (id === 'vendors') throw new Error('connection refused');
      return fakeRemote(id);
    });
    const { navigate } = renderShell({ route: '/vendor-list', loader });
    expect(await screen.findByTestId('module-error')).toBeInTheDocument();
    await navigate('/assets');
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'assets');
  });

  it('contains a screen that throws, and Retry mounts it again', async () => {
    const user = userEvent.setup();
    let broken = true;
    const Crashing = () => {
      if (broken) throw new Error('render failure');
      return <div data-testid="screen" data-remote="shop" />;
    };
    const loader = fakeLoader((id) =>
      id === 'shop'
        ? fakeRemote('shop', { routes: [{ path: '/products/shop', Component: Crashing }] })
        : fakeRemote(id),
    );
    renderShell({ route: '/products/shop', loader });
    expect(await screen.findByTestId('module-error')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'shop');
  });

  it("registers a remote's reducers, saga and translations once", async () => {
    const sagaRuns = jest.fn();
    const reducer = (state = { hits: 0 }, action: { type: string }) =>
      action.type === 'assets/hit' ? { hits: state.hits + 1 } : state;
    const make = (id: RemoteId) =>
      id !== 'assets'
        ? fakeRemote(id)
        : fakeRemote('assets', {
            reducers: { assets: reducer },
            saga: function* assetsSaga() {
              sagaRuns();
              yield takeEvery('assets/ping', function* hit() {
                yield put({ type: 'assets/hit' });
              });
            },
            i18n: {
              namespace: 'assets',
              resources: { en: { hello: 'Hello from assets' }, hi: { hello: 'नमस्ते' } },
            },
          });
    const { store, i18n, navigate } = renderShell({ route: '/assets', loader: fakeLoader(make) });
    await screen.findByTestId('screen');
    await navigate('/in-stock');
    await navigate('/assets');
    store.dispatch({ type: 'assets/ping' });
    expect(sagaRuns).toHaveBeenCalledTimes(1);
    expect((store.getState() as unknown as { assets: { hits: number } }).assets.hits).toBe(1);
    expect(i18n.t('hello', { ns: 'assets' })).toBe('Hello from assets');
  });
});

describe('module and permission gating', () => {
  it('shows not-enabled for a module the company lacks, without loading its remote', async () => {
    const { loader } = renderShell({
      route: '/vendor-list',
      session: { ...MEMBER, companyRoles: ['asset-management'] },
    });
    expect(await screen.findByTestId('module-not-enabled')).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('opens a screen two modules share (/feedback) for a company with either one only', async () => {
    renderShell({
      route: '/feedback',
      session: { ...MEMBER, companyRoles: ['it-services'] },
    });
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'incidents');
    cleanup();
    const { loader } = renderShell({
      route: '/feedback',
      session: { ...MEMBER, companyRoles: ['asset-management'] },
    });
    expect(await screen.findByTestId('module-not-enabled')).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('shows 403 for a route the role may not use, without loading its remote', async () => {
    const viewer = { on_asset: { asset: ['view' as const] } };
    const { loader, navigate } = renderShell({
      route: '/assets/new',
      session: { ...MEMBER, policies: viewer },
    });
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
    await navigate('/assets');
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'assets');
  });

  it('waits for the role policies before deciding', () => {
    renderShell({ route: '/assets', session: { ...MEMBER, policies: {}, rolesStatus: 'loading' } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByTestId('forbidden')).toBeNull();
  });
});
