import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { installFakeApi } from '../testing/fake-api';
import { EmployeeSelect } from './employee-select-lazy';

const EMPLOYEES = [
  { _id: 'e1', id: 'DC-EMP-0001', name: 'Asha Rao' },
  { _id: 'e2', id: 'DC-EMP-0002', name: 'Ravi Kumar' },
  { _id: 'e3', id: 'DC-EMP-0003', name: 'Meera Iyer' },
];

const withEmployees = () => {
  const api = installFakeApi().on('GET', '/company/employees/dropdown', (request) => {
    const search = String(request.params.search ?? '').toLowerCase();
    return {
      type: 'success',
      employees: EMPLOYEES.filter((e) => `${e.name} ${e.id}`.toLowerCase().includes(search)),
    };
  });
  return () => api.restore();
};

/** The employee picker of every module: search by name or code, "Name (code)" choices. */
const meta = {
  title: 'Forms/EmployeeSelect',
  component: EmployeeSelect,
  args: { 'aria-label': 'Employee', onChange: fn(), style: { width: 320 } },
  beforeEach: withEmployees,
} satisfies Meta<typeof EmployeeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A stored value shows its name before any search. */
export const WithValue: Story = { args: { value: 'e2', initial: EMPLOYEES[1] } };
/** Picking a successor: the leaver is left out. */
export const Excluding: Story = { args: { exclude: 'e1' } };
/** The form's error state. */
export const Invalid: Story = { args: { status: 'error', 'aria-invalid': true } };
