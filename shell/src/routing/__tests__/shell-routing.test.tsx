import { MEMBER, renderShell, VISITOR } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import { allPolicies, type Policies } from '@itam/shared/contracts';
import { rolesLoaded, sessionVerified } from '../../session/session.slice';

const COMPANY = {
  companyName: 'Acme',
  companyTimeZone: 'Asia/Kolkata',
  companyCurrency: 'INR',
  companyClock: '24h',
} as const;

describe('shell routing', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows only the Loading... spinner until the initial check answers', () => {
    const { loader } = renderShell({
      route: '/assets',
      session: { isLoggedIn: null, initialLoading: true },
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByTestId('app-layout')).toBeNull();
    expect(screen.queryByTestId('public-layout')).toBeNull();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it('renders a protected screen of its owner remote for a member', async () => {
    renderShell({ route: '/assets' });
    const root = await screen.findByTestId('screen');
    expect(root).toHaveAttribute('data-remote', 'assets');
    expect(screen.getByTestId('app-layout')).toBeInTheDocument();
  });

  it('names the browser tab after the screen and the company', async () => {
    const { navigate } = renderShell({
      route: '/assets',
      session: { ...MEMBER, companyName: 'Demo Corp' },
    });
    await screen.findByTestId('screen');
    expect(document.title).toBe('Assets · Demo Corp · ITAM');
    await navigate('/assets/new');
    await waitFor(() => expect(document.title).toBe('New asset · Demo Corp · ITAM'));
  });

  it('sends a visitor from a protected path to / with the origin and opens the login dialog', async () => {
    const { router } = renderShell({ route: '/assets?x=1', session: VISITOR });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?redirect=%2Fassets%3Fx%3D1');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'marketing');
  });

  it('returns to the origin after login', async () => {
    const { router, store } = renderShell({ route: '/assets', session: VISITOR });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const { isLoggedIn: _flag, ...fields } = MEMBER;
    act(() => {
      store.dispatch(
        sessionVerified({
          user: fields.user!,
          companyRoles: fields.companyRoles!,
          companyLogo: null,
          ...COMPANY,
          licenseCode: 'LICENSE_EXIST',
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets'));
  });

  it('goes to /dashboard after login when the origin is not a same-site path', async () => {
    const { router, store } = renderShell({
      route: '/?redirect=%2F%2Fevil.test',
      session: VISITOR,
    });
    act(() => {
      store.dispatch(
        sessionVerified({
          user: MEMBER.user!,
          companyRoles: [],
          companyLogo: null,
          ...COMPANY,
          licenseCode: 'NOT_REQUIRED',
        }),
      );
      store.dispatch(rolesLoaded({ roleName: 'Admin', policies: allPolicies() }));
    });
    // No module of the company to open: the default screen.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('lands a user without an origin on the first screen their company and role may open', async () => {
    const { router, store } = renderShell({ route: '/login', session: VISITOR });
    act(() => {
      store.dispatch(
        sessionVerified({
          user: MEMBER.user!,
          companyRoles: ['incident-management'],
          companyLogo: null,
          ...COMPANY,
          licenseCode: 'LICENSE_EXIST',
        }),
      );
    });
    // The role is not known yet: nowhere to go but where they are.
    expect(router.state.location.pathname).toBe('/login');
    act(() => {
      store.dispatch(rolesLoaded({ roleName: 'Admin', policies: allPolicies() }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
  });

  it('goes to the origin only when the role may open it, else to the landing screen', async () => {
    const { router, store } = renderShell({
      route: '/?redirect=%2Farchieve-list',
      session: VISITOR,
    });
    act(() => {
      store.dispatch(
        sessionVerified({
          user: MEMBER.user!,
          companyRoles: ['asset-management', 'incident-management'],
          companyLogo: null,
          ...COMPANY,
          licenseCode: 'LICENSE_EXIST',
        }),
      );
    });
    // Whether the role may open the origin is not known yet: they stay.
    expect(router.state.location.pathname).toBe('/');
    act(() => {
      store.dispatch(
        rolesLoaded({ roleName: 'Agent', policies: { on_incident: { ticket: ['view'] } } }),
      );
    });
    // Not the archive, which would refuse them, nor the dashboard: their queue.
    await waitFor(() => expect(router.state.location.pathname).toBe('/incidents'));
  });

  it('lands a staff member without asset view on a screen they may use, not the dashboard', async () => {
    const { router, store } = renderShell({ route: '/login', session: VISITOR });
    act(() => {
      store.dispatch(
        sessionVerified({
          user: MEMBER.user!,
          companyRoles: ['asset-management'],
          companyLogo: null,
          ...COMPANY,
          licenseCode: 'LICENSE_EXIST',
        }),
      );
      store.dispatch(rolesLoaded({ roleName: 'Staff', policies: {} }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/assets'));
    expect(screen.queryByRole('link', { name: /Dashboard/ })).toBeNull();
  });

  it.each([
    ['/nowhere', MEMBER],
    ['/az-management', MEMBER],
    ['/nowhere', VISITOR],
    ['/contact', VISITOR],
  ])('shows not-found for %s', async (route, session) => {
    const { loader } = renderShell({ route, session });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    expect(loader.load).not.toHaveBeenCalled();
  });

  it.each([
    ['/nowhere', VISITOR, 'Page not found · ITAM'],
    ['/scanner/login', VISITOR, 'Sign in to scan · ITAM'],
    ['/reset-password/abc', VISITOR, 'Set a new password · ITAM'],
  ])('names the browser tab of %s', async (route, session, title) => {
    document.title = '';
    renderShell({ route, session });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('serves /register-{product} through the catch-all', async () => {
    renderShell({ route: '/register-itam', session: VISITOR });
    expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'marketing');
  });

  it('serves /login from the shell with the login form', async () => {
    renderShell({ route: '/login', session: VISITOR });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('scrolls to the top on every route change, not on the first route', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { navigate } = renderShell({ route: '/assets' });
    await screen.findByTestId('screen');
    expect(scrollTo).not.toHaveBeenCalled();
    await navigate('/in-stock');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await navigate('/devices');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('account settings access', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const withPolicies = (policies: Policies) => ({ ...MEMBER, policies });
  const EMPLOYEES_ONLY: Policies = { on_organsiation: { employee_setup: ['view'] } };

  it.each([
    '/account-settings',
    '/account-settings/employee_setup',
    '/account-settings/admin_setup',
  ])(
    'lets a role with one settings view (employee_setup only) into %s, the remote deciding the view',
    async (route) => {
      renderShell({ route, session: withPolicies(EMPLOYEES_ONLY) });
      expect(await screen.findByTestId('screen')).toHaveAttribute('data-remote', 'assets');
      expect(screen.queryByTestId('forbidden')).toBeNull();
      expect(screen.getByRole('link', { name: /Account settings/ })).toBeInTheDocument();
    },
  );

  it('forbids account settings to a role without any settings view', async () => {
    renderShell({
      route: '/account-settings',
      session: withPolicies({ on_asset: { asset: ['view'] } }),
    });
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Account settings/ })).toBeNull();
  });
});

describe('the login page with an origin', () => {
  it('does not open the login dialog on top of /login', async () => {
    renderShell({ route: '/login?redirect=%2Fassets', session: VISITOR });
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByLabelText('Email')).toHaveLength(1);
  });
});

describe("the scanner's sign-in", () => {
  const verify = (store: ReturnType<typeof renderShell>['store']) =>
    act(() => {
      store.dispatch(
        sessionVerified({
          user: MEMBER.user!,
          companyRoles: MEMBER.companyRoles!,
          companyLogo: null,
          ...COMPANY,
          licenseCode: 'LICENSE_EXIST',
        }),
      );
      // The scanned asset asks asset view: the origin waits for the role.
      store.dispatch(rolesLoaded({ roleName: 'Admin', policies: allPolicies() }));
    });

  it('keeps its origin without opening the login dialog, and goes there after login', async () => {
    const { router, store } = renderShell({
      route: '/scanner/login?redirect=%2Fscanner%2Fasset%2Fabc',
      session: VISITOR,
    });
    await screen.findByTestId('screen');
    expect(screen.queryByRole('dialog')).toBeNull();
    verify(store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/scanner/asset/abc'));
  });

  it('lands in the scanner after login without an origin, or with one of another site', async () => {
    const { router, store } = renderShell({
      route: '/scanner/login?redirect=%2F%2Fevil.test',
      session: VISITOR,
    });
    await screen.findByTestId('screen');
    verify(store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/scanner/qr-reader'));
  });
});
