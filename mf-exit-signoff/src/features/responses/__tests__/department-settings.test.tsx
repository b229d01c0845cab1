import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from '@itam/shared/i18n';
import { useLocation } from '@itam/shared/router';
import type { DepartmentSettings, DepartmentTemplate } from '../../../api/exits-api';
import {
  DEPARTMENTS,
  fail,
  fakeDepartmentSettings,
  fakeExitPage,
  installFakeApi,
  ME,
  type FakeApi,
} from '../../../test-support/fixtures';
import { renderScreen, setupUser } from '../../../test-support/render-screen';
import ExitResponsesScreen from '../exit-responses-screen';

jest.setTimeout(60_000);

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi()
    .on('GET', '/exits', () => ({ type: 'success', ...fakeExitPage([]) }))
    .on('GET', '/company/departments', () => ({ type: 'success', departments: DEPARTMENTS }))
    .on('GET', '/exits/departments', () => ({ type: 'success', ...fakeDepartmentSettings() }))
    .on('PUT', '/exits/departments', (r) => ({
      type: 'success',
      ...fakeDepartmentSettings({
        // The fake answers each department as it was sent (the contract's type says a saved one).
        departments: (r.body as { departments: DepartmentTemplate[] }).departments.map((d) => ({
          ...d,
          head: null,
        })) as DepartmentSettings['departments'],
      }),
    }));
});
afterEach(async () => {
  api.restore();
  await act(() => getI18n().changeLanguage('en'));
});

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const render = () =>
  renderScreen(
    <>
      <ExitResponsesScreen />
      <Where />
    </>,
    { route: '/exit-responses?tab=departments' },
  );

const names = () =>
  screen
    .getAllByRole('textbox', { name: /^Name of department/ })
    .map((i) => (i as HTMLInputElement).value);
const saved = () =>
  (
    api.requests.filter((r) => r.method === 'PUT').at(-1)!.body as {
      departments: DepartmentTemplate[];
    }
  ).departments;

describe('/exit-responses?tab=departments', () => {
  it('edits the list: rename, reorder by buttons, add, remove after asking, then saves it in order', async () => {
    const user = setupUser();
    render();
    expect(await screen.findByRole('textbox', { name: 'Name of department 1' })).toHaveValue('IT');
    expect(names()).toEqual(['IT', 'Finance', 'Manager']);
    expect(screen.getByText("Signed by the leaving employee's manager")).toBeVisible();
    // The manager's part is listed: it is not offered twice.
    expect(screen.queryByRole('button', { name: "Add the manager's sign-off" })).toBeNull();

    const finance = screen.getByRole('textbox', { name: 'Name of department 2' });
    await user.clear(finance);
    await user.type(finance, 'Accounts');
    await user.click(screen.getByRole('button', { name: 'Move up: Accounts' }));
    expect(names()).toEqual(['Accounts', 'IT', 'Manager']);
    expect(screen.getByRole('button', { name: 'Move up: Accounts' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a department' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of department 4' }), 'Legal team');
    await user.type(
      screen.getByRole('textbox', { name: 'Checklist of department 4' }),
      'NDA signed{enter}Files returned',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Manager' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toEqual(['Accounts', 'IT', 'Legal team']));
    expect(screen.getByRole('button', { name: "Add the manager's sign-off" })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save the departments' }));
    expect(
      await screen.findByText('Saved: exits started from now on use this list.'),
    ).toBeVisible();
    expect(saved()).toEqual([
      { key: 'finance', name: 'Accounts', nameKey: null, headUserId: null, checklist: [] },
      {
        key: 'it',
        name: 'IT',
        nameKey: 'it',
        headUserId: ME,
        checklist: [{ key: 'assets_recovered', label: 'Every asset returned or transferred' }],
      },
      {
        key: 'legal_team',
        name: 'Legal team',
        nameKey: null,
        headUserId: null,
        checklist: [
          { key: 'nda_signed', label: 'NDA signed' },
          { key: 'files_returned', label: 'Files returned' },
        ],
      },
    ]);
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=departments');
  });

  it('shows the server’s refusal at the field it names, and checks names before sending', async () => {
    const user = setupUser();
    api.on('PUT', '/exits/departments', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid departments.1.headUserId: Choose an active user of the company',
        issues: [
          { field: 'departments.1.headUserId', message: 'Choose an active user of the company' },
        ],
      }),
    );
    render();
    const second = await screen.findByRole('textbox', { name: 'Name of department 2' });
    await user.clear(second);
    await user.click(screen.getByRole('button', { name: 'Save the departments' }));
    expect(await screen.findByText("Enter the department's name.")).toBeVisible();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(second, 'IT');
    await user.click(screen.getByRole('button', { name: 'Save the departments' }));
    expect(await screen.findByText('Another department has this name.')).toBeVisible();

    await user.clear(second);
    await user.type(second, 'Finance');
    await user.click(screen.getByRole('button', { name: 'Save the departments' }));
    const signer = screen.getByRole('combobox', { name: 'Signer of department 2' });
    expect(await screen.findByText('Choose an active user of the company')).toBeVisible();
    expect(signer).toHaveAttribute('aria-invalid', 'true');
  });

  it('restores the defaults into the form, to save when wanted', async () => {
    const user = setupUser();
    render();
    await screen.findByRole('textbox', { name: 'Name of department 1' });
    await user.click(screen.getByRole('button', { name: 'Restore the defaults' }));
    expect(names()).toEqual(['IT', 'Finance', 'HR', 'Administration', 'Manager']);
    expect(screen.getByText(/The default departments are back/)).toBeVisible();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it("shows the defaults' names in Hindi, keeps them when saved, and a typed name as typed", async () => {
    const user = setupUser();
    render();
    await screen.findByRole('textbox', { name: 'Name of department 1' });
    await act(() => getI18n().changeLanguage('hi'));
    const name = (n: number) => screen.getByRole('textbox', { name: `विभाग ${n} का नाम` });
    expect([1, 2, 3].map((n) => name(n))).toEqual([
      expect.objectContaining({ value: 'आईटी' }),
      expect.objectContaining({ value: 'वित्त' }),
      expect.objectContaining({ value: 'प्रबंधक' }),
    ]);
    await user.clear(name(2));
    await user.type(name(2), 'लेखा');
    await user.click(screen.getByRole('button', { name: 'विभाग जोड़ें' }));
    await user.type(name(4), 'Legal & Compliance');
    await user.click(screen.getByRole('button', { name: 'विभाग सहेजें' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    // A default keeps its key and English name; what was typed is the company's own.
    expect(saved().map(({ key, name, nameKey }) => ({ key, name, nameKey }))).toEqual([
      { key: 'it', name: 'IT', nameKey: 'it' },
      { key: 'finance', name: 'लेखा', nameKey: null },
      { key: 'manager', name: 'Manager', nameKey: 'manager' },
      { key: 'legal_compliance', name: 'Legal & Compliance', nameKey: null },
    ]);
  });

  it("adds the manager's part and restores the defaults as defaults", async () => {
    const user = setupUser();
    render();
    await screen.findByRole('textbox', { name: 'Name of department 1' });
    await user.click(screen.getByRole('button', { name: 'Delete Manager' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(names()).toEqual(['IT', 'Finance']));
    await user.click(screen.getByRole('button', { name: "Add the manager's sign-off" }));
    await user.click(screen.getByRole('button', { name: 'Save the departments' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(saved().at(-1)).toMatchObject({ key: 'manager', name: 'Manager', nameKey: 'manager' });
    await user.click(screen.getByRole('button', { name: 'Restore the defaults' }));
    await user.click(screen.getByRole('button', { name: 'Save the departments' }));
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(saved().map((d) => d.nameKey)).toEqual([
      'it',
      'finance',
      'hr',
      'administration',
      'manager',
    ]);
  });

  it('is read-only for a role that may not edit it', async () => {
    api.on('GET', '/exits/departments', () => ({
      type: 'success',
      ...fakeDepartmentSettings({ canEdit: false, signers: [] }),
    }));
    render();
    expect(
      await screen.findByText('Your role may read this list but not change it.'),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Departments that sign each exit' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText(/Head: Ishaan Head|Ishaan Head/)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the departments' })).toBeNull();
  });

  it('reads in Hindi: the defaults translated, the company’s own as named', async () => {
    api.on('GET', '/exits/departments', () => ({
      type: 'success',
      ...fakeDepartmentSettings({
        canEdit: false,
        signers: [],
        departments: [
          ...fakeDepartmentSettings().departments.slice(0, 1),
          {
            key: 'legal',
            name: 'Legal & Compliance',
            nameKey: null,
            headUserId: null,
            head: null,
            checklist: [{ key: 'nda', label: 'NDA signed' }],
          },
        ],
      }),
    }));
    render();
    await screen.findByText('Your role may read this list but not change it.');
    await act(() => getI18n().changeLanguage('hi'));
    const list = screen.getByRole('list', { name: 'हर निकास पर हस्ताक्षर करने वाले विभाग' });
    const [it, legal] = within(list).getAllByRole('listitem');
    expect(within(it!).getByText('आईटी')).toBeVisible();
    expect(within(it!).getByText('हर संपत्ति लौटाई या स्थानांतरित की गई')).toBeVisible();
    expect(within(legal!).getByText('Legal & Compliance')).toBeVisible();
    expect(within(legal!).getByText('NDA signed')).toBeVisible();
  });
});
