/** The personal view's language is the app's: saving one switches the app, the header's choice shows. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { getI18n, LANGUAGE_STORAGE_KEY, setLanguage } from '@itam/shared/i18n';
import { act, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import AccountSettingsScreen from '../account-settings-screen';
import { PROFILE } from '../../../test-support/org-fixtures';

jest.setTimeout(60_000);

let api: FakeApi;
beforeEach(async () => {
  await setLanguage('en');
  api = installFakeApi()
    .on('GET', '/account/profile', () => ({ type: 'success', profile: PROFILE }))
    .on('PUT', '/account/profile', (r) => ({
      type: 'success',
      profile: { ...PROFILE, ...(r.body as object) },
    }));
});
afterEach(() => act(() => setLanguage('en')));

const openPersonal = () =>
  renderScreen(<AccountSettingsScreen />, {
    route: '/account-settings/presonal_information',
    path: '/account-settings/:view',
  });

/** The language select's shown value (antd renders it with the label as title). */
const shownLanguage = () =>
  document.querySelector<HTMLElement>('.ant-select-content[title]')?.title;

describe('personal information language', () => {
  it('saving Hindi switches the app to Hindi at once and remembers it like the header does', async () => {
    const user = setupUser();
    openPersonal();
    await user.click(await screen.findByLabelText('Language'));
    const hindi = await waitFor(() => {
      const option = document.querySelector<HTMLElement>('.ant-select-item-option[title="हिन्दी"]');
      if (!option) throw new Error('no Hindi option');
      return option;
    });
    await user.click(hindi);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getI18n().language).toBe('hi'));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ language: 'hi' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    // The screen itself is in Hindi now.
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: getI18n().t('assets:screens.accountSettings.title'),
      }),
    ).toBeInTheDocument();
    expect(getI18n().t('assets:screens.accountSettings.title')).not.toBe('Account settings');
  });

  it("shows the header's language, also when it changes while the view is open", async () => {
    openPersonal();
    await screen.findByLabelText('Language');
    expect(shownLanguage()).toBe('English');
    // The header's switch (the kit's setLanguage) while the view is open.
    await act(() => setLanguage('hi'));
    await waitFor(() => expect(shownLanguage()).toBe('हिन्दी'));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(shownLanguage()).toBe('English'));
  });
});
