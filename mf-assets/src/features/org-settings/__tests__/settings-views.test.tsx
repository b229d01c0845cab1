/** Component tests of the settings views: personal and company information, branches, asset types, tag rules. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@itam/shared/i18n';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { modalTitled, renderScreen, setupUser } from '../../../test-support/render-screen';
import AccountSettingsScreen from '../account-settings-screen';
import { TagSetupScreen } from '../sub-page-screens';
import { previewTag } from '../tag-rule-editor';
import { BRANCHES, COMPANY, PROFILE, RULES, TYPES } from '../../../test-support/org-fixtures';

jest.setTimeout(60_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/account/profile', () => ({ type: 'success', profile: PROFILE }))
    .on('PUT', '/account/profile', (r) => ({
      type: 'success',
      profile: { ...PROFILE, ...(r.body as object) },
    }))
    .on('POST', '/account/password', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid currentPassword: The current password is not right',
        issues: [{ field: 'currentPassword', message: 'The current password is not right' }],
      }),
    )
    .on('GET', '/company/profile', () => ({ type: 'success', company: COMPANY }))
    .on('PUT', '/company/profile', (r) => ({
      type: 'success',
      company: { ...COMPANY, ...(r.body as object) },
    }))
    .on('GET', '/company/branches', () => ({ type: 'success', branches: BRANCHES }))
    .on('POST', '/company/branches', (r) => ({
      type: 'success',
      branch: {
        _id: 'b9',
        assetCount: 0,
        employeeCount: 0,
        city: null,
        address: null,
        ...(r.body as object),
      },
    }))
    .on('DELETE', `/company/branches/${BRANCHES[0]!._id}`, () =>
      fail(409, {
        type: 'error',
        error: 'Pune still has 12 assets and 3 employees: move them to another branch first',
      }),
    )
    .on('GET', '/company/asset-types/settings', () => ({ type: 'success', assetTypes: TYPES }))
    .on('GET', '/company/asset-types', () => ({
      type: 'success',
      assetTypes: TYPES.map(({ _id, name }) => ({ _id, name })),
    }))
    .on('GET', '/company/tag-rules', () => ({ type: 'success', tagRules: RULES }))
    .on('POST', '/company/tag-rules', () => ({ type: 'success', tagRule: RULES[0] }))
    .on('GET', '/assets/get-assets', () => ({
      type: 'success',
      assets: [],
      totalAssetsCount: 0,
      limit: 20,
      pageNumber: 0,
    }));
});

const view = (name: string) =>
  renderScreen(<AccountSettingsScreen />, {
    route: `/account-settings/${name}`,
    path: '/account-settings/:view',
  });

describe('settings views', () => {
  it('personal information saves the details, and a wrong current password shows at its field', async () => {
    const user = setupUser();
    view('presonal_information');
    const phone = await screen.findByLabelText('Phone');
    await user.type(phone, '+91 98450 12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      firstName: 'Priya',
      phone: '+91 98450 12345',
      language: 'en',
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.type(screen.getByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'N3w!Password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('The current password is not right')).not.toHaveLength(0);
  });

  it('personal information is read-only without edit', async () => {
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/presonal_information',
      path: '/account-settings/:view',
      policies: { on_organsiation: { presonal_information: ['view'] } },
    });
    expect(await screen.findByLabelText('First name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByText('Change password')).not.toBeInTheDocument();
  });

  it('company information shows the default tag link base and saves the form', async () => {
    const user = setupUser();
    view('company_information');
    expect(
      await screen.findByText('QR labels link to this address. Empty: https://itam.example.com'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('GST / tax id'), '29ABCDE1234F1Z5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
        name: 'Demo Corp',
        taxId: '29ABCDE1234F1Z5',
        currency: 'INR',
      }),
    );
  });

  it('company information says a refused field in the user’s language, naming it', async () => {
    const user = setupUser();
    const tooLong = {
      field: 'name',
      code: 'too_big',
      origin: 'string',
      maximum: 200,
      message: 'Too big: expected string to have <=200 characters',
    };
    api.on('PUT', '/company/profile', () =>
      fail(400, { type: 'error', error: tooLong.message, issues: [tooLong] }),
    );
    view('company_information');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Name must have at most 200 characters')).not.toHaveLength(0);
    await act(() => setLanguage('hi'));
    try {
      await user.click(screen.getByRole('button', { name: 'सहेजें' }));
      expect(await screen.findAllByText('नाम: अधिकतम 200 अक्षर हो सकते हैं')).not.toHaveLength(0);
      expect(screen.queryByText(/Too big/)).not.toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("company information saves the company's clock, 24-hour until it chooses 12-hour", async () => {
    const user = setupUser();
    view('company_information');
    expect(await screen.findByRole('radio', { name: '24-hour (14:30)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '12-hour (2:30 pm)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ clock: '12h' }),
    );
  });

  it('branches: adds a branch, and a refused delete names the counts', async () => {
    const user = setupUser();
    view('company_branches');
    await user.click(await screen.findByRole('button', { name: 'Add branch' }));
    const dialog = await modalTitled('Add branch');
    await user.type(within(dialog).getByLabelText('Branch id'), 'KOL-1');
    await user.type(within(dialog).getByLabelText('Name'), 'Kolkata');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        branchId: 'KOL-1',
        name: 'Kolkata',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Pune' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Pune still has 12 assets and 3 employees/)).toBeInTheDocument();
  });

  it('asset types list each type with its defaults and assets', async () => {
    view('asset_types');
    const row = (await screen.findByRole('cell', { name: 'Laptop' })).closest('tr')!;
    expect(within(row).getByText('Straight-line')).toBeInTheDocument();
    expect(within(row).getByText('30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add asset type' })).toBeInTheDocument();
  });

  it('tag setup lists the rules with the next tag and offers the label printer', async () => {
    view('asset_tag_setup');
    expect(await screen.findByRole('cell', { name: 'DC-LAP-0007' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Laptop at Pune' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print 0 labels' })).toBeDisabled();
  });

  it('tag setup leaves out the label printer for a company without asset management', async () => {
    // The printer searches the asset register (GET /assets/get-assets: asset management's).
    renderScreen(<AccountSettingsScreen />, {
      route: '/account-settings/asset_tag_setup',
      path: '/account-settings/:view',
      companyRoles: ['incident-management'],
    });
    expect(await screen.findByRole('cell', { name: 'DC-LAP-0007' })).toBeInTheDocument();
    expect(screen.queryByText('QR labels')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Print \d+ labels/ })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url.includes('/assets/get-assets'))).toBe(false);
  });

  it('the tag rule editor previews the next tag as it is typed', async () => {
    const user = setupUser();
    renderScreen(<TagSetupScreen />, {
      route: '/account-settings/asset_tag_setup/tag-setup',
      path: '/account-settings/:view/tag-setup',
    });
    await user.click(await screen.findByRole('button', { name: 'Add tag rule' }));
    const dialog = await modalTitled('Add tag rule');
    await user.type(within(dialog).getByLabelText('Prefix'), 'DC-MON');
    await waitFor(() =>
      expect(within(dialog).getByTestId('tag-preview')).toHaveTextContent('DC-MON-00001'),
    );
    const next = within(dialog).getByLabelText('Next number');
    await user.clear(next);
    await user.type(next, '42');
    await waitFor(() =>
      expect(within(dialog).getByTestId('tag-preview')).toHaveTextContent('DC-MON-00042'),
    );
  });
});

describe('previewTag', () => {
  it('is empty until prefix, number and digits are all there', () => {
    expect(previewTag({ prefix: ' ', nextNumber: 1, padding: 3 })).toBeNull();
    expect(previewTag({ prefix: 'X', nextNumber: 7, padding: 3 })).toBe('X-007');
  });
});
