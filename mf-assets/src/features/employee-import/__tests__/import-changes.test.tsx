/**
 * The import's review: a clean check lists every change to an existing employee (field,
 * now, after the import); an email tied to a login changes only when chosen (off until
 * then); the commit sends the check's fingerprint and the choice; a commit refused because
 * the employees changed since asks for a new check.
 */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeImportResult } from '@itam/shared/contracts';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { modalTitled, renderScreen, setupUser } from '../../../test-support/render-screen';
import { EMPLOYEES } from '../../../test-support/org-fixtures';
import AccountSettingsScreen from '../../org-settings/account-settings-screen';

jest.setTimeout(60_000);

const FINGERPRINT = 'a'.repeat(64);

/** Ten updates: one of an email a login is tied to, one a reactivation, eight new phones. */
const CHECKED: EmployeeImportResult = {
  dryRun: true,
  rowCount: 20,
  creates: 3,
  updates: 10,
  unchanged: 7,
  updateRows: [
    {
      row: 2,
      employee: { _id: 'e1', code: 'E-1', name: 'Asha Rao' },
      loginEmail: true,
      changes: [
        { field: 'name', before: 'Asha Rao', after: 'Asha R. Menon' },
        { field: 'email', before: 'asha@demo.test', after: 'asha.menon@demo.test' },
      ],
    },
    {
      row: 5,
      employee: { _id: 'e2', code: 'E-2', name: 'Ravi Kumar' },
      loginEmail: false,
      changes: [
        { field: 'department', before: null, after: 'Finance' },
        { field: 'active', before: 'inactive', after: 'active' },
      ],
    },
    ...Array.from({ length: 8 }, (_, i) => ({
      row: 9 + i,
      employee: { _id: `p${i}`, code: `P-${i}`, name: `New Phone ${i}` },
      loginEmail: false,
      changes: [{ field: 'phone' as const, before: `+91 ${i}`, after: `+91 ${i + 1}` }],
    })),
  ],
  loginEmailChanges: 1,
  issues: [],
  valid: true,
  fingerprint: FINGERPRINT,
};

let api: FakeApi;
let staleCommit = false;
beforeEach(() => {
  staleCommit = false;
  api = installFakeApi()
    .on('GET', '/company/employees', () => ({
      type: 'success',
      employees: EMPLOYEES,
      total: 2,
      pageNumber: 0,
      limit: 10,
    }))
    .on('GET', '/company/departments', () => ({ type: 'success', departments: [] }))
    .on('POST', '/company/employees/import/columns', () => ({
      type: 'success',
      columns: ['Employee ID', 'Name', 'Email'],
      rowCount: 20,
      sample: [],
      suggestedMapping: { code: 'Employee ID', name: 'Name', email: 'Email' },
    }))
    .on('POST', '/company/employees/import', (r) => {
      const body = r.body as { dryRun: boolean };
      if (body.dryRun) return { type: 'success', ...CHECKED };
      if (staleCommit)
        return fail(409, {
          type: 'error',
          error: 'The employees changed since the dry run',
          code: 'EMPLOYEE_IMPORT_STALE',
        });
      return { type: 'success', ...CHECKED, dryRun: false };
    });
});

async function checkedDialog() {
  const user = setupUser();
  renderScreen(<AccountSettingsScreen />, {
    route: '/account-settings/employee_setup',
    path: '/account-settings/:view',
  });
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await modalTitled('Import employees');
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  const text = 'Employee ID,Name,Email\nE-1,A,a@x.test\n';
  const file = new File([text], 'people.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'arrayBuffer', {
    value: async () => new TextEncoder().encode(text).buffer,
  });
  fireEvent.change(input, { target: { files: [file] } });
  await within(dialog).findByText('Map the columns (20 rows)');
  await user.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
  await within(dialog).findByText(
    /The check found no problems: 3 to create, 10 to update, 7 unchanged/,
  );
  return { user, dialog };
}

const commits = () =>
  api.requests.filter(
    (r) => r.url === '/company/employees/import' && !(r.body as { dryRun: boolean }).dryRun,
  );

describe('the import review', () => {
  it('lists every changed field, now and after the import, ten to a page', async () => {
    const { user, dialog } = await checkedDialog();
    const table = within(dialog).getByRole('region', { name: 'Changes to 10 existing employees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Row', 'Employee', 'Field', 'Now', 'After the import']);
    const name = within(table).getByRole('cell', { name: 'Asha R. Menon' }).closest('tr')!;
    expect(
      within(name)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'E-1 · Asha Rao', 'Name', 'Asha Rao', 'Asha R. Menon']);
    const email = within(table).getByRole('cell', { name: 'asha@demo.test' }).closest('tr')!;
    expect(within(email).getByText('Tied to a login')).toBeInTheDocument();
    const department = within(table).getByRole('cell', { name: 'Finance' }).closest('tr')!;
    expect(within(department).getByText('(empty)')).toBeInTheDocument();
    const reactivated = within(table).getByRole('cell', { name: 'Status' }).closest('tr')!;
    expect(
      within(reactivated)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', 'E-2 · Ravi Kumar', 'Status', 'Deactivated', 'Active']);
    // 12 changed fields: ten on the first page, two on the second.
    const shown = () => table.querySelectorAll('tr[data-row-key]').length;
    expect(shown()).toBe(10);
    await user.click(within(table).getByRole('listitem', { name: '2' }));
    expect(shown()).toBe(2);
    expect(within(table).getByRole('cell', { name: 'P-7 · New Phone 7' })).toBeInTheDocument();
  });

  it('keeps an email tied to a login unless chosen, and commits the check it showed', async () => {
    const { user, dialog } = await checkedDialog();
    expect(
      within(dialog).getByText('1 row changes an email a login is tied to'),
    ).toBeInTheDocument();
    const choice = within(dialog).getByRole('checkbox', { name: 'Also change this email' });
    expect(choice).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByText('1 email tied to a login was kept as it was.');
    expect(commits()[0]!.body).toMatchObject({
      dryRun: false,
      fingerprint: FINGERPRINT,
      changeLoginEmails: false,
    });
  });

  it('sends the choice when it is made', async () => {
    const { user, dialog } = await checkedDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also change this email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(commits()).toHaveLength(1));
    expect(commits()[0]!.body).toMatchObject({ fingerprint: FINGERPRINT, changeLoginEmails: true });
  });

  it('asks for a new check when the employees changed since', async () => {
    staleCommit = true;
    const { user, dialog } = await checkedDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(
      await within(dialog).findByText(/The employees changed after the check/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
  });
});
