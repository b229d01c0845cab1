import { fakeLoader, fakeRemote, renderShell, VISITOR } from '../../test-utils/render-shell';
import * as telemetry from '@itam/shared/telemetry';
import { screen, waitFor } from '@testing-library/react';

jest.mock('@itam/shared/telemetry', () => ({
  ...jest.requireActual('@itam/shared/telemetry'),
  reportError: jest.fn(),
  trackPageView: jest.fn(),
}));
const tracked = telemetry as jest.Mocked<typeof telemetry>;

describe('shell → telemetry', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reports a remote that cannot be loaded, tagged with it', async () => {
    const failure = new Error('remoteEntry.js: 404');
    const loader = fakeLoader((id) => {
      if (id === 'vendors') throw failure;
      return fakeRemote(id);
    });
    renderShell({ route: '/vendor-list', loader });
    await screen.findByTestId('module-error');
    expect(tracked.reportError).toHaveBeenCalledWith(failure, {
      remote: 'vendors',
      source: 'remote-load',
    });
  });

  it("reports what a remote's screen throws, tagged with that remote", async () => {
    const failure = new Error('render failure');
    const Crashing = () => {
      throw failure;
    };
    const loader = fakeLoader((id) =>
      id === 'shop'
        ? fakeRemote('shop', { routes: [{ path: '/products/shop', Component: Crashing }] })
        : fakeRemote(id),
    );
    renderShell({ route: '/products/shop', loader });
    await screen.findByTestId('module-error');
    expect(tracked.reportError).toHaveBeenCalledWith(failure, {
      remote: 'shop',
      source: 'error-boundary',
    });
  });

  it('tracks a page view on every route change, with the pathname', async () => {
    const { navigate } = renderShell({ route: '/assets' });
    await waitFor(() =>
      expect(tracked.trackPageView).toHaveBeenCalledWith('/assets', { replace: false }),
    );
    await navigate('/assets/edit/42');
    await navigate('/vendor-list');
    expect(tracked.trackPageView.mock.calls.map(([path]) => path)).toEqual([
      '/assets',
      '/assets/edit/42',
      '/vendor-list',
    ]);
  });

  it('marks a redirect as a replace, so only the page it lands on counts', async () => {
    renderShell({ route: '/assets', session: VISITOR });
    await waitFor(() =>
      expect(tracked.trackPageView).toHaveBeenLastCalledWith('/', { replace: true }),
    );
  });
});
