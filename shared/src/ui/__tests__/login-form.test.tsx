import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { getI18n } from '../../i18n';
import { LoginForm } from '../login-form';

const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginForm', () => {
  afterEach(() => jest.useRealTimers());

  it('shows no alert without an error', () => {
    renderWithProviders(<LoginForm onSubmit={jest.fn()} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it("shows the server's error at the form, above the fields", () => {
    renderWithProviders(<LoginForm onSubmit={jest.fn()} error="Invalid email or password" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    // Before the email field in reading order, so it is met first.
    const email = screen.getByLabelText('Email');
    expect(alert.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit()).toBeEnabled();
  });

  it('states the wait of a throttled login, counts it down and disables submit until it passes', () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T09:00:00Z') });
    renderWithProviders(
      <LoginForm
        onSubmit={jest.fn()}
        error="Too many failed sign-in attempts. Try again in 42 seconds."
        retryAt={Date.now() + 42_000}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 42 seconds.',
    );
    expect(submit()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 41 seconds.',
    );
    act(() => jest.advanceTimersByTime(40_000));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 1 second.',
    );
    expect(submit()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    // The wait is over: the stale "try again in" is gone and the form can be sent.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('states a long wait in minutes', () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T09:00:00Z') });
    renderWithProviders(<LoginForm onSubmit={jest.fn()} retryAt={Date.now() + 600_000} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 10 minutes.',
    );
  });

  it('states the wait in Hindi', async () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T09:00:00Z') });
    const { unmount } = renderWithProviders(
      <LoginForm onSubmit={jest.fn()} retryAt={Date.now() + 42_000} />,
    );
    try {
      await act(() => getI18n().changeLanguage('hi'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'बहुत अधिक प्रयास। 42 सेकंड बाद फिर से प्रयास करें।',
      );
    } finally {
      unmount();
      await getI18n().changeLanguage('en');
    }
  });
});
