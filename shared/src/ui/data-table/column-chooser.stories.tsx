import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import ColumnChooser, { type ColumnChooserProps } from './column-chooser';
import { defineSelectableColumns, type SelectableColumn } from './selectable-columns';

const columns = defineSelectableColumns([
  {
    mapId: 'serial',
    displayName: 'Serial number',
    path: 'serialNumber',
    type: 'text',
    checked: true,
  },
  { mapId: 'purchased', displayName: 'Purchase date', path: 'purchaseDate', type: 'date' },
  { mapId: 'cost', displayName: 'Cost', path: 'cost', type: 'int' },
  { mapId: 'invoice', displayName: 'Invoice', path: 'invoiceId.invoiceId', type: 'text' },
]);

/** Holds the chosen set, so the checkboxes work in the story. */
function Stateful(props: ColumnChooserProps) {
  const [chosen, setChosen] = useState<SelectableColumn[]>([...props.columns]);
  return (
    <ColumnChooser
      {...props}
      columns={chosen}
      onChange={(next) => {
        setChosen(next);
        props.onChange(next);
      }}
      onReset={() => setChosen([...props.columns])}
    />
  );
}

/** The 'Columns' button of a table and its checkbox list (SPEC.md section 3). */
const meta = {
  title: 'Lists/ColumnChooser',
  component: ColumnChooser,
  args: { columns, onChange: fn(), onReset: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ColumnChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Open: the first checkbox has the focus; Escape closes. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('group')).toBeTruthy();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** No extra column chosen yet. */
export const NoneChosen: Story = {
  args: { columns: columns.map((column) => ({ ...column, checked: false })) },
};

export const LongText: Story = {
  args: {
    columns: defineSelectableColumns(
      [
        'Warranty end date of the extended on-site support contract',
        'Operating system version last reported by the agent',
        'Department cost centre',
      ].map((displayName, index) => ({
        mapId: `long${index}`,
        displayName,
        path: `long${index}`,
        type: 'text',
        checked: index === 0,
      })),
    ),
  },
  play: Open.play,
};
