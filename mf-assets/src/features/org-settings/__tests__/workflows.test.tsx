/** Component tests of the settings' workflows: employees and their import, purchase orders, admin setup and the change log. */
import '@itam/shared/testing';
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, installFakeApi, type FakeApi } from '../../../test-support/fake-api';
import { modalTitled, renderScreen, setupUser } from '../../../test-support/render-screen';
import AccountSettingsScreen from '../account-settings-screen';
import { EMPLOYEES, ORDER, ROLES } from '../../../test-support/org-fixtures';

jest.setTimeout(60_000);

const ISSUES = [
  { row: 7, field: 'branchId', message: 'No branch with id BR-NOWHERE' },
  {
    row: 13,
    field: 'email',
    code: 'invalid_format',
    format: 'email',
    message: 'Invalid email address',
  },
];

let api: FakeApi;
let fileIsFixed = false;
beforeEach(() => {
  fileIsFixed = false;
  api = installFakeApi()
    .on('GET', '/company/employees', (r) => ({
      type: 'success',
      employees: EMPLOYEES,
      total: 42,
      pageNumber: Number(r.params.pageNumber),
      limit: Number(r.params.limit),
    }))
    .on('GET', '/company/departments', () => ({
      type: 'success',
      departments: [{ _id: 'd1', name: 'IT' }],
    }))
    .on('POST', '/company/employees/import/columns', () => ({
      type: 'success',
      columns: ['Employee ID', 'Name', 'Email', 'Branch'],
      rowCount: 20,
      sample: [],
      suggestedMapping: { code: 'Employee ID', name: 'Name', email: 'Email', branchId: 'Branch' },
    }))
    .on('POST', '/company/employees/import', (r) => {
      const body = r.body as { dryRun: boolean };
      const result = {
        dryRun: body.dryRun,
        rowCount: 20,
        creates: 20,
        updates: 0,
        unchanged: 0,
        updateRows: [],
        loginEmailChanges: 0,
      };
      if (!fileIsFixed)
        return { type: 'success', ...result, issues: ISSUES, valid: false, fingerprint: null };
      return { type: 'success', ...result, issues: [], valid: true, fingerprint: 'f'.repeat(64) };
    })
    .on('GET', '/company/purchase-orders', () => ({
      type: 'success',
      purchaseOrders: [ORDER],
      total: 1,
      pageNumber: 0,
      limit: 10,
    }))
    .on('GET', `/company/purchase-orders/${ORDER._id}`, () => ({
      type: 'success',
      purchaseOrder: ORDER,
    }))
    .on('POST', `/company/purchase-orders/${ORDER._id}/receive`, () => ({
      type: 'success',
      purchaseOrder: { ...ORDER, status: 'received', receivedQuantity: 4 },
    }))
    .on('GET', '/company/roles', () => ({ type: 'success', roles: ROLES }))
    .on('GET', '/company/users', () => ({ type: 'success', users: [] }))
    .on('GET', '/company/invitations', () => ({ type: 'success', invitations: [] }))
    .on('POST', '/company/invitations', () =>
      fail(400, {
        type: 'error',
        error: 'Invalid email: Someone already signs in with this email',
        issues: [{ field: 'email', message: 'Someone already signs in with this email' }],
      }),
    )
    .on('POST', '/company/roles', (r) => ({
      type: 'success',
      role: { ...ROLES[1], ...(r.body as object) },
    }))
    .on('GET', '/activity/actors', () => ({
      type: 'success',
      actors: [{ _id: 'u1', name: 'Priya Nair' }],
    }))
    .on('GET', '/company/activity', () => ({
      type: 'success',
      total: 1,
      activities: [
        {
          _id: 'a1',
          action: 'update',
          entityType: 'branch',
          entityId: 'b1',
          label: 'Pune Hub',
          actor: { _id: 'u1', name: 'Priya Nair' },
          at: '2026-02-03T10:15:00.000Z',
          before: { name: 'Pune' },
          after: { name: 'Pune Hub' },
        },
      ],
    }));
});

const view = (name: string) =>
  renderScreen(<AccountSettingsScreen />, {
    route: `/account-settings/${name}`,
    path: '/account-settings/:view',
  });

function chooseFile(name: string, text: string) {
  const input = document.querySelector<HTMLInputElement>('.ant-modal input[type="file"]')!;
  const file = new File([text], name, { type: 'text/csv' });
  Object.defineProperty(file, 'arrayBuffer', {
    value: async () => new TextEncoder().encode(text).buffer,
  });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('employees', () => {
  it('lists a page of employees with their department, branch and manager', async () => {
    view('employee_setup');
    const row = (await screen.findByRole('cell', { name: 'Ravi Kumar' })).closest('tr')!;
    expect(within(row).getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('42 employees')).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/company/employees')?.params).toMatchObject({
      pageNumber: 0,
      limit: 10,
      status: 'active',
    });
  });

  it('imports: the dry run shows the bad rows and offers no import; a fixed file checks clean and imports', async () => {
    const user = setupUser();
    view('employee_setup');
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await modalTitled('Import employees');
    chooseFile('people.csv', 'Employee ID,Name\nE-1,A\n');
    expect(await within(dialog).findByText('Map the columns (20 rows)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Check (dry run)' }));
    expect(await within(dialog).findByText('2 rows have problems')).toBeInTheDocument();
    expect(within(dialog).getByText('No branch with id BR-NOWHERE')).toBeInTheDocument();
    // A broken rule reads as a sentence naming the column's field, not the validator's text.
    expect(within(dialog).getByText('Email must be an email address')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    fileIsFixed = true;
    chooseFile('people-fixed.csv', 'Employee ID,Name\nE-1,A\n');
    await within(dialog).findByText('File: people-fixed.csv');
    await user.click(await within(dialog).findByRole('button', { name: 'Check (dry run)' }));
    expect(
      await within(dialog).findByText(/The check found no problems: 20 to create/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Imported: 20 created, 0 updated.')).toBeInTheDocument();
    const runs = api.requests
      .filter((r) => r.url === '/company/employees/import')
      .map((r) => (r.body as { dryRun: boolean }).dryRun);
    expect(runs).toEqual([true, true, false]);
  });
});

describe('purchase orders', () => {
  it('opens an order, receives its open quantity, and offers labels for the received assets', async () => {
    const user = setupUser();
    view('purchase_order');
    await user.click(await screen.findByRole('button', { name: 'PO-DC-0002' }));
    const dialog = await modalTitled('Purchase order PO-DC-0002');
    expect(within(dialog).getByText('Partly received')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Print 2 labels' })).toBeEnabled();
    const amount = within(dialog).getByLabelText('Receive how many ThinkPad T14');
    await user.type(amount, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.url.endsWith('/receive'))?.body).toEqual({
        lines: [{ lineId: ORDER.lines[0]!._id, quantity: 2 }],
      }),
    );
  });
});

describe('admin setup', () => {
  it('creates a role from the permission grid', async () => {
    const user = setupUser();
    view('admin_setup');
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const dialog = await modalTitled('Add role');
    await user.type(within(dialog).getByLabelText('Role name'), 'Auditor');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Audits: View' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Employees: Create' }));
    // Spelled as the catalogue spells it: `on_organsiation`.
    expect(
      within(dialog).getByRole('rowheader', { name: 'Personal information' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        api.requests.find((r) => r.method === 'POST' && r.url === '/company/roles')?.body,
      ).toEqual({
        roleName: 'Auditor',
        policies: {
          on_asset: { audit: ['view'] },
          on_organsiation: { employee_setup: ['create'] },
        },
      }),
    );
  });

  it('creates a password reset link for a user and shows it once, to copy', async () => {
    api
      .on('GET', '/company/users', () => ({
        type: 'success',
        users: [
          {
            _id: 'u-ravi',
            firstName: 'Ravi',
            lastName: 'Kumar',
            email: 'ravi@demo.test',
            active: true,
            role: { _id: ROLES[1]!._id, roleName: ROLES[1]!.roleName },
          },
        ],
      }))
      .on('POST', '/company/users/u-ravi/password-reset', () => ({
        type: 'success',
        link: `/reset-password/${'t'.repeat(43)}`,
        expiresAt: '2026-02-03T11:15:00.000Z',
      }));
    const user = setupUser();
    view('admin_setup');
    await user.click(
      await screen.findByRole('button', {
        name: 'Create password reset link for ravi@demo.test',
      }),
    );
    const dialog = await modalTitled('Password reset link for ravi@demo.test');
    const url = `${window.location.origin}/reset-password/${'t'.repeat(43)}`;
    expect(within(dialog).getByLabelText('Password reset link')).toHaveValue(url);
    expect(dialog).toHaveTextContent('it is shown only once, works once, and expires at');
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Copied');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByText('Password reset link for ravi@demo.test')).not.toBeInTheDocument(),
    );
  });

  it('shows an invitation refused by the server at its field', async () => {
    const user = setupUser();
    view('admin_setup');
    const form = (await screen.findByRole('button', { name: 'Invite' })).closest('form')!;
    await user.type(within(form).getByLabelText('Email'), 'viewer@demo.test');
    await user.type(within(form).getByLabelText('First name'), 'V');
    await user.click(within(form).getByLabelText('Role'));
    await user.click(await screen.findByTitle('Branch manager'));
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(
      await within(form).findAllByText('Someone already signs in with this email'),
    ).not.toHaveLength(0);
  });
});

describe('activity', () => {
  const orgLogRequests = () => api.requests.filter((r) => r.url === '/company/activity');

  it('lists who changed which setting as the asset log says it, before and after', async () => {
    view('activity');
    // describeActivity's sentence, the record (its kind and name) where the asset goes.
    const row = (await screen.findByText('Branch Pune Hub')).closest('li')!;
    expect(row).toHaveTextContent('Priya Nair edited Branch Pune Hub');
    expect(within(row).getByText('Name: Pune → Pune Hub')).toBeInTheDocument();
  });

  it('asks the server for the URL’s who, what, kind, when and page, and keeps new filters in the URL', async () => {
    const user = setupUser();
    const { router } = renderScreen(<AccountSettingsScreen />, {
      route:
        '/account-settings/activity?actorId=11111111-1111-4111-8111-111111111111&action=create,invite&entityType=branch&from=2026-02-01&to=2026-02-03&page=2',
      path: '/account-settings/:view',
    });
    await screen.findByText('Branch Pune Hub');
    expect(orgLogRequests()[0]!.params).toEqual({
      pageNumber: 1,
      limit: 20,
      actorId: '11111111-1111-4111-8111-111111111111',
      action: 'create,invite',
      entityType: 'branch',
      // The days in the company's time zone (India): from the start of the 1st to the end of the 3rd.
      from: '2026-01-31T18:30:00.000Z',
      to: '2026-02-03T18:30:00.000Z',
    });
    expect(screen.getByText('5 filters applied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('combobox', { name: 'Kind of record' }));
    await user.click(await screen.findByTitle('Employee'));
    await waitFor(() => expect(router.state.location.search).toBe('?entityType=employee'));
    await waitFor(() =>
      expect(orgLogRequests().at(-1)!.params).toEqual({
        pageNumber: 0,
        limit: 20,
        entityType: 'employee',
      }),
    );
  });
});
