import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import type { EmployeeImportUpdate } from '@itam/shared/contracts';
import { ImportChanges } from './import-changes';

const LOGIN_EMAIL: EmployeeImportUpdate = {
  row: 2,
  employee: { _id: 'e1', code: 'E-1', name: 'Asha Rao' },
  loginEmail: true,
  changes: [
    { field: 'name', before: 'Asha Rao', after: 'Asha R. Menon' },
    { field: 'email', before: 'asha@demo.test', after: 'asha.menon@demo.test' },
  ],
};
const REACTIVATED: EmployeeImportUpdate = {
  row: 5,
  employee: { _id: 'e2', code: 'E-2', name: 'Ravi Kumar' },
  loginEmail: false,
  changes: [
    { field: 'department', before: null, after: 'Finance' },
    { field: 'branchId', before: 'BR-PUN', after: 'BR-BLR' },
    { field: 'active', before: 'inactive', after: 'active' },
  ],
};
const MANY: EmployeeImportUpdate[] = Array.from({ length: 24 }, (_, i) => ({
  row: 10 + i,
  employee: { _id: `p${i}`, code: `P-${i}`, name: `Employee ${i}` },
  loginEmail: false,
  changes: [{ field: 'phone', before: `+91 98450 ${10000 + i}`, after: `+91 98450 ${20000 + i}` }],
}));

/** The changes a clean import check would make to existing employees, and the login-email choice. */
const meta = {
  title: 'Organisation/ImportChanges',
  component: ImportChanges,
  args: {
    result: { updateRows: [REACTIVATED], loginEmailChanges: 0 },
    changeLoginEmails: false,
    onChangeLoginEmails: fn(),
  },
} satisfies Meta<typeof ImportChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changes: Story = {};
/** A row changes the email a user signs in with: the choice is off until made. */
export const LoginEmail: Story = {
  args: { result: { updateRows: [LOGIN_EMAIL, REACTIVATED], loginEmailChanges: 1 } },
};
export const LoginEmailChosen: Story = {
  args: { ...LoginEmail.args, changeLoginEmails: true },
};
/** While the import runs. */
export const Disabled: Story = { args: { ...LoginEmail.args, disabled: true } };
/** More changes than a page: ten to a page. */
export const ManyChanges: Story = {
  args: { result: { updateRows: [LOGIN_EMAIL, ...MANY], loginEmailChanges: 1 } },
};
export const LongText: Story = {
  args: {
    result: {
      updateRows: [
        {
          ...LOGIN_EMAIL,
          employee: { ...LOGIN_EMAIL.employee, name: 'Venkata Lakshmi Narasimha Subrahmanyam' },
          changes: [
            {
              field: 'email',
              before: 'venkata.lakshmi.narasimha.subrahmanyam@really-long-company-domain.example',
              after: 'v.l.n.subrahmanyam@another-really-long-company-domain.example',
            },
          ],
        },
      ],
      loginEmailChanges: 1,
    },
  },
};
/** No existing employee changes: nothing is shown. */
export const Empty: Story = { args: { result: { updateRows: [], loginEmailChanges: 0 } } };
