import { renderShell, VISITOR } from '../../test-utils/render-shell';
import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, type FakeApi } from '@itam/shared/fake-api';

jest.setTimeout(30_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi().on('POST', '/auth/password-reset', (r) =>
    (r.body as { email: string }).email === 'busy@demo.test'
      ? fail(429, {
          type: 'error',
          error: 'Too many password reset requests. Try again in 42 seconds.',
          retryAfterSeconds: 42,
        })
      : { type: 'success' },
  );
});
afterEach(() => api.restore());

async function openForm() {
  const user = userEvent.setup();
  renderShell({ route: '/login', session: VISITOR });
  await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  const form = screen.getByRole('region', { name: 'Reset your password' });
  return { user, form };
}

describe('/login: Forgot password?', () => {
  it('asks for a link by email and answers the same whether or not the account exists', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Email'), 'someone@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    const sent = await within(form).findByRole('status');
    expect(sent).toHaveTextContent(
      "If an account exists for this address, we've sent a link to set a new password.",
    );
    expect(sent).toHaveTextContent('No mail? Ask your administrator for a reset link.');
    expect(api.requests).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/auth/password-reset',
        body: { email: 'someone@demo.test' },
      }),
    );
  });

  it('states the wait of a throttled request', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Email'), 'busy@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 42 seconds.',
    );
  });

  it('is translated into Hindi', async () => {
    const user = userEvent.setup();
    const { i18n } = renderShell({ route: '/login', session: VISITOR });
    await screen.findByRole('button', { name: 'Forgot password?' });
    await act(() => i18n.changeLanguage('hi'));
    await user.click(await screen.findByRole('button', { name: 'पासवर्ड भूल गए?' }));
    const form = screen.getByRole('region', { name: 'अपना पासवर्ड रीसेट करें' });
    expect(within(form).getByRole('button', { name: 'रीसेट लिंक भेजें' })).toBeInTheDocument();
  });
});
