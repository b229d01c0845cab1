import { renderWithProviders } from '../../testing';
import { installFakeApi } from '../../testing/fake-api';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmployeeSelect } from '../employee-select-lazy';

const ASHA = { _id: 'e1', id: 'EMP-1', name: 'Asha Rao' };
const RAVI = { _id: 'e2', id: 'EMP-2', name: 'Ravi Kumar' };

describe('EmployeeSelect', () => {
  it('searches the company’s employees and hands back the one chosen, leaving out `exclude`', async () => {
    const user = userEvent.setup();
    const api = installFakeApi().on('GET', '/company/employees/dropdown', (request) => ({
      type: 'success',
      employees: request.params?.search === 'ravi' ? [RAVI] : [ASHA, RAVI],
    }));
    const onChange = jest.fn();
    renderWithProviders(<EmployeeSelect aria-label="Successor" exclude="e1" onChange={onChange} />);
    const box = await screen.findByRole('combobox', { name: 'Successor' });
    await user.click(box);
    expect(await screen.findByTitle('Ravi Kumar (EMP-2)')).toBeInTheDocument();
    expect(screen.queryByTitle('Asha Rao (EMP-1)')).toBeNull();
    await user.type(box, 'ravi');
    await waitFor(() => expect(api.requests.some((r) => r.params?.search === 'ravi')).toBe(true));
    await user.click(await screen.findByTitle('Ravi Kumar (EMP-2)'));
    expect(onChange).toHaveBeenCalledWith('e2', RAVI);
    api.restore();
  });

  it('says when the employees could not be loaded', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = installFakeApi().on('GET', '/company/employees/dropdown', () => ({
      __status: 500,
      data: { type: 'error', error: 'down' },
    }));
    renderWithProviders(<EmployeeSelect aria-label="Employee" />);
    await user.click(await screen.findByRole('combobox', { name: 'Employee' }));
    expect(await screen.findByText('The employees could not be loaded')).toBeInTheDocument();
    api.restore();
  });
});
