import { renderWithProviders } from '../../testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../i18n';
import {
  ForbiddenScreen,
  LanguageSwitch,
  LoadingScreen,
  ModuleErrorScreen,
  ModuleNotEnabledScreen,
  NotFoundScreen,
} from '..';

describe('ui kit screens', () => {
  // Back to English while the screens are still mounted: they render again, inside act.
  afterEach(() => act(() => setLanguage('en')));

  it('has the stable test hooks', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <>
        <NotFoundScreen />
        <ForbiddenScreen />
        <ModuleNotEnabledScreen />
        <ModuleErrorScreen moduleName="Vendors" onRetry={onRetry} />
        <LoadingScreen />
      </>,
    );
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(screen.getByTestId('forbidden')).toBeInTheDocument();
    expect(screen.getByTestId('module-not-enabled')).toHaveTextContent(
      'This module is not enabled for your company.',
    );
    expect(screen.getByTestId('module-error')).toHaveTextContent(
      'The Vendors module is unavailable right now.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // antd's Result loads with the first status screen: the hooks stay once it has.
    for (const testId of ['not-found', 'forbidden', 'module-not-enabled', 'module-error']) {
      await waitFor(() => expect(screen.getByTestId(testId)).toHaveClass('ant-result'));
    }
  });

  it('retries from the module error screen by keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ModuleErrorScreen moduleName="Shop" onRetry={onRetry} />);
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('switches the language from the Language select', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageSwitch />
        <ForbiddenScreen />
      </>,
    );
    expect(screen.getByText('Access denied')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(await screen.findByText('पहुँच अस्वीकृत')).toBeInTheDocument();
    expect(localStorage.getItem('itam.language')).toBe('hi');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });
});
