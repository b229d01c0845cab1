import { MEMBER, renderShell } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { allPolicies } from '@itam/shared/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NARROW_QUERY } from '../use-sider-open';

/** jsdom has no matchMedia: a stand-in whose NARROW_QUERY answer the test sets. */
function mockWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === NARROW_QUERY ? narrow : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Every permission but the organisation's settings (which every company's admin has). */
const { on_organsiation: _settings, ...NO_SETTINGS } = allPolicies();

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('app layout and side menu (plain nav)', () => {
  it('marks the current screen, also on a nested path, and only that one', async () => {
    renderShell({ route: '/assets' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Assets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(menu.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('groups entries under their module name, one list per module', async () => {
    renderShell({
      route: '/dashboard',
      session: { ...MEMBER, companyRoles: ['incident-management'], policies: NO_SETTINGS },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const lists = within(menu).getAllByRole('list');
    expect(lists).toHaveLength(1);
    expect(lists[0]!.previousElementSibling).toHaveTextContent('Incidents and services');
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/incidents', '/incident-management', '/create-ticket']);
  });

  it("lists the organisation's settings, which any module opens, under the remote serving them", async () => {
    renderShell({
      route: '/incidents',
      session: { ...MEMBER, companyRoles: ['incident-management'] },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const lists = within(menu).getAllByRole('list');
    expect(lists).toHaveLength(2);
    const hrefs = (list: HTMLElement) =>
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(hrefs(lists[0]!)).toEqual(['/company-branches', '/account-settings']);
    expect(hrefs(lists[1]!)).toEqual(['/incidents', '/incident-management', '/create-ticket']);
  });

  it('moves focus between links with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderShell({
      route: '/dashboard',
      session: { ...MEMBER, companyRoles: ['incident-management'], policies: NO_SETTINGS },
    });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const [first, second, third] = within(menu).getAllByRole('link');
    first!.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('shows the menu on a wide screen; the header button hides and shows it', async () => {
    mockWidth(false);
    const user = userEvent.setup();
    renderShell({ route: '/dashboard' });
    const toggle = await screen.findByRole('button', { name: 'Hide menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Show menu');
    expect(screen.getByTestId('side-menu')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  it('starts closed on a narrow screen; a followed link or Escape closes it again', async () => {
    mockWidth(true);
    const user = userEvent.setup();
    renderShell({ route: '/dashboard' });
    const toggle = await screen.findByRole('button', { name: 'Show menu' });
    expect(screen.getByTestId('side-menu')).not.toBeVisible();
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('side-menu')).not.toBeVisible();
    await user.click(toggle);
    await user.click(within(menu).getByRole('link', { name: 'Assets' }));
    expect(screen.getByTestId('side-menu')).not.toBeVisible();
  });

  it("heads every page with the company's logo, named by the company, at one fixed height", async () => {
    renderShell({
      route: '/dashboard',
      session: { ...MEMBER, companyName: 'Acme India', companyLogo: '/api/company-files/t1' },
    });
    const brand = await screen.findByTestId('brand');
    expect(brand).toHaveAttribute('href', '/dashboard');
    const logo = within(brand).getByRole('img', { name: 'Acme India' });
    expect(logo).toHaveAttribute('src', '/api/company-files/t1');
    expect(logo).toHaveStyle({ height: '28px', maxWidth: 'min(160px, 100%)' });
    expect(brand).toHaveAccessibleName('Acme India');
  });

  it("heads every page with the company's name when it has no logo", async () => {
    renderShell({ route: '/dashboard', session: { ...MEMBER, companyName: 'Acme India' } });
    const brand = await screen.findByTestId('brand');
    expect(within(brand).queryByRole('img')).toBeNull();
    expect(brand).toHaveTextContent('Acme India');
    expect(brand).toHaveAccessibleName('Acme India');
  });

  it('names the user and role beside the language and Log out', async () => {
    renderShell({ route: '/dashboard' });
    const userMenu = await screen.findByRole('group', { name: 'User menu' });
    expect(within(userMenu).getByTestId('user-first-name')).toHaveTextContent('Asha');
    expect(userMenu).toHaveTextContent('Admin');
    expect(within(userMenu).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(userMenu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('folds the user menu behind a button with the user name for narrow screens: a click opens it, Escape or a click outside closes it', async () => {
    const user = userEvent.setup();
    renderShell({ route: '/dashboard' });
    // Shown below 768 px by the layout's stylesheet (jsdom applies no media query).
    const toggle = await screen.findByTestId('user-menu-toggle');
    const menu = toggle.closest('.itam-user')!;
    expect(toggle).toHaveAttribute('aria-label', 'User menu: Asha');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByTestId('user-menu').id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveAttribute('data-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open');
    within(screen.getByTestId('user-menu')).getByRole('button', { name: 'Log out' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
