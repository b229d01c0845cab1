import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { TableColumnsType } from 'antd';
import { Button } from '../../antd';
import type { AssetState } from '../../contracts/asset-states';
import { AssetStateTag } from '../asset-state-tag';
import { ConfirmDeleteButton } from '../confirm-delete-button';
import { EmptyState } from '../empty-state';
import DataTable from './data-table';
import { defineSelectableColumns } from './selectable-columns';

interface Row {
  _id: string;
  name: string;
  state: AssetState;
  serialNumber: string;
  purchaseDate: string;
  cost: number;
  invoiceId?: { invoiceId: string };
}

const rows: Row[] = [
  {
    _id: '1',
    name: 'Dell Latitude 5420',
    state: 'ASSIGNED',
    serialNumber: '5CG1234XYZ',
    purchaseDate: '2023-04-12',
    cost: 84500,
    invoiceId: { invoiceId: 'INV-2023-118' },
  },
  {
    _id: '2',
    name: 'MacBook Pro 14',
    state: 'IN_INVENTORY',
    serialNumber: 'C02FK3ABQ6L4',
    purchaseDate: '2024-01-30',
    cost: 199900,
  },
  {
    _id: '3',
    name: 'HP EliteDesk 800',
    state: 'IN_REPAIR',
    serialNumber: 'MXL0456T2P',
    purchaseDate: '2021-09-02',
    cost: 61200,
  },
  {
    _id: '4',
    name: 'Lenovo ThinkPad T14',
    state: 'PENDING_DISPOSAL',
    serialNumber: 'PF3ABCD1',
    purchaseDate: '2019-06-18',
    cost: 72000,
  },
];

const fixed: TableColumnsType<Row> = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  {
    key: 'state',
    title: 'State',
    dataIndex: 'state',
    render: (state: AssetState) => <AssetStateTag state={state} />,
  },
];

const actions: TableColumnsType<Row> = [
  {
    key: 'actions',
    title: 'Actions',
    width: 90,
    render: (_, row) => (
      <ConfirmDeleteButton iconOnly size="small" itemName={row.name} onConfirm={() => undefined} />
    ),
  },
];

const selectable = defineSelectableColumns([
  {
    mapId: 'serial',
    displayName: 'Serial number',
    path: 'serialNumber',
    type: 'text',
    checked: true,
  },
  {
    mapId: 'purchased',
    displayName: 'Purchase date',
    path: 'purchaseDate',
    type: 'date',
    checked: true,
  },
  { mapId: 'cost', displayName: 'Cost', path: 'cost', type: 'int', checked: true },
  {
    mapId: 'invoice',
    displayName: 'Invoice',
    path: 'invoiceId.invoiceId',
    type: 'text',
    checked: true,
  },
]);

/** antd's Table with fixed columns, then the user's chosen columns (formatted by type), then row actions. */
const meta = {
  title: 'Lists/DataTable',
  component: DataTable<Row>,
  args: {
    rowKey: '_id',
    columns: fixed,
    selectableColumns: selectable,
    trailingColumns: actions,
    dataSource: rows,
    pagination: false,
  },
} satisfies Meta<typeof DataTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Only the fixed columns (nothing chosen). */
export const NoSelectableColumns: Story = {
  args: { selectableColumns: selectable.map((column) => ({ ...column, checked: false })) },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: {
    dataSource: [],
    locale: {
      emptyText: (
        <EmptyState
          compact
          title="No assets match these filters"
          action={<Button>Reset filters</Button>}
        />
      ),
    },
  },
};

export const Failed: Story = {
  args: {
    dataSource: [],
    locale: {
      emptyText: (
        <EmptyState
          compact
          title="The assets could not be loaded"
          action={<Button type="primary">Retry</Button>}
        />
      ),
    },
  },
};

export const WithSelectionAndPages: Story = {
  args: { rowSelection: { type: 'checkbox' }, pagination: { pageSize: 2, total: rows.length } },
};

export const LongText: Story = {
  args: {
    dataSource: rows.map((row) => ({
      ...row,
      name: `${row.name} with the extended on-site warranty, docking station, second monitor and carry case`,
      serialNumber: `${row.serialNumber}-${row.serialNumber}-${row.serialNumber}`,
    })),
  },
};
