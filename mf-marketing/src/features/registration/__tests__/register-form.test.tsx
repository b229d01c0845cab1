import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { MARKETING_ERRORS } from '@itam/shared/contracts';
import { setLanguage } from '@itam/shared/i18n';
import { act, screen, within } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderPage, setupUser } from '../../../test-support/render-page';
import RegisterInitScreen from '../register-init-screen';
import RegisterProductScreen from '../register-product-screen';
import RegisterScreen from '../register-screen';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

const routes = [
  { path: '/register-init', element: <RegisterInitScreen /> },
  { path: '/register', element: <RegisterScreen /> },
  { path: '*', element: <RegisterProductScreen /> },
];

async function fillAccount(user: ReturnType<typeof setupUser>, password = 'Strong@Pass1') {
  await user.type(screen.getByLabelText('First name'), 'Meera');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

describe('registration', () => {
  it('carries company, email and modules from /register-init to /register', async () => {
    const user = setupUser();
    const { router } = renderPage(null, { route: '/register-init', routes });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(screen.getByLabelText('Company name'), 'Brightwave Labs');
    await user.type(screen.getByLabelText('Work email'), 'meera@brightwave.test');
    await user.click(screen.getByRole('checkbox', { name: 'SaaS products' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(await screen.findByLabelText('Company name')).toHaveValue('Brightwave Labs');
    expect(screen.getByLabelText('Work email')).toHaveValue('meera@brightwave.test');
    expect(screen.getByRole('checkbox', { name: 'SaaS products' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Asset management' })).not.toBeChecked();
  });

  it('/register-{module} starts with that module chosen; an unknown one lists the real ones', async () => {
    renderPage(null, { route: '/register-incident-management', routes });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Register with Incident management',
    );
    expect(screen.getByRole('checkbox', { name: 'Incident management' })).toBeChecked();
  });

  it('lists the modules for an unknown /register-{product}', () => {
    renderPage(null, { route: '/register-payroll', routes });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'There is no module called “payroll”',
    );
    const links = screen
      .getAllByRole('link', { name: 'Asset management' })
      .map((link) => link.getAttribute('href'));
    expect(links).toContain('/register-asset-management');
  });

  it('refuses a weak password before sending, and keeps what was typed', async () => {
    const user = setupUser();
    renderPage(null, { route: '/register-asset-management', routes });
    await user.type(screen.getByLabelText('Company name'), 'Brightwave Labs');
    await user.type(screen.getByLabelText('Work email'), 'meera@brightwave.test');
    await fillAccount(user, 'password1');
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Use at least 8 characters with upper- and lower-case letters, a digit and a symbol.',
      ),
    ).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Company name')).toHaveValue('Brightwave Labs');
    expect(api.requests).toEqual([]);
  });

  it('shows a taken email on the email field, in the reader language, with every value kept', async () => {
    api.on('POST', '/itam/open-api/register', () =>
      fail(400, {
        type: 'error',
        error: MARKETING_ERRORS.emailTaken,
        issues: [{ field: 'email', message: MARKETING_ERRORS.emailTaken }],
      }),
    );
    const user = setupUser();
    renderPage(null, { route: '/register-asset-management', routes });
    await user.type(screen.getByLabelText('Company name'), 'Brightwave Labs');
    await user.type(screen.getByLabelText('Work email'), 'admin@demo.test');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    const email = screen.getByLabelText('Work email');
    expect(
      await screen.findByText(
        'An account with this email already exists. Log in instead, or use another email.',
      ),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('admin@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('Strong@Pass1');
    expect(screen.getByLabelText('First name')).toHaveValue('Meera');
    await act(() => setLanguage('hi'));
    expect(screen.getByText(/इस ईमेल से एक खाता पहले से मौजूद है/)).toBeInTheDocument();
  });

  it('creates the company and leads to login, then pricing', async () => {
    api.on('POST', '/itam/open-api/register', (request) => ({
      type: 'success',
      company: {
        _id: 'c1',
        name: (request.body as { companyName: string }).companyName,
        roles: ['asset-management'],
      },
      user: { _id: 'u1', email: 'meera@brightwave.test' },
    }));
    const user = setupUser();
    renderPage(null, { route: '/register-asset-management', routes });
    await user.type(screen.getByLabelText('Company name'), 'Brightwave Labs');
    await user.type(screen.getByLabelText('Work email'), 'Meera@Brightwave.test');
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create company account' }));
    const success = await screen.findByTestId('form-success');
    expect(success).toHaveTextContent(
      'Brightwave Labs is registered and you are its administrator.',
    );
    expect(within(success).getByRole('link', { name: 'Log in and choose a plan' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fpricing',
    );
    expect(api.requests[0]?.body).toEqual({
      companyName: 'Brightwave Labs',
      firstName: 'Meera',
      lastName: '',
      email: 'meera@brightwave.test',
      phone: '',
      password: 'Strong@Pass1',
      modules: ['asset-management'],
      acceptTerms: true,
    });
  });
});
