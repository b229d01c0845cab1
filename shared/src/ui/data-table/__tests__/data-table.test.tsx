import { renderWithProviders } from '../../../testing';
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ColumnChooser, DataTable, defineSelectableColumns, type SelectableColumn } from '../..';

interface Row {
  _id: string;
  name: string;
  officeId: { branchId: string } | null;
}

const defaults = defineSelectableColumns([
  { mapId: 'branch', displayName: 'Branch ID', path: 'officeId.branchId', type: 'text' },
  { mapId: 'vendor', displayName: 'Vendor', path: 'vendor', type: 'text' },
]);

function Harness() {
  const [columns, setColumns] = useState<SelectableColumn[]>(defaults);
  return (
    <>
      <ColumnChooser columns={columns} onChange={setColumns} onReset={() => setColumns(defaults)} />
      <DataTable<Row>
        rowKey="_id"
        columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }]}
        selectableColumns={columns}
        dataSource={[{ _id: '1', name: 'Laptop', officeId: { branchId: 'PUN-1' } }]}
        pagination={false}
      />
    </>
  );
}

describe('DataTable and ColumnChooser', () => {
  it('shows checked selectable columns only, chosen by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name']);

    const button = await screen.findByRole('button', { name: /Columns/ });
    button.focus();
    await user.keyboard('{Enter}');
    const branch = await screen.findByRole('checkbox', { name: 'Branch ID' });
    await user.click(branch);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Branch ID']);
    expect(screen.getByText('PUN-1')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Reset columns' }));
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(1);
  });
});
