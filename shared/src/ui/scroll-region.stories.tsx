import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ScrollRegion } from './scroll-region';

const meta = {
  title: 'Layout/ScrollRegion',
  component: ScrollRegion,
  args: { label: 'Audit history', children: null },
} satisfies Meta<typeof ScrollRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = { border: '1px solid #d9d9d9', padding: 8, whiteSpace: 'nowrap' } as const;

function WideTable({ columns }: { columns: number }) {
  const heads = Array.from({ length: columns }, (_, i) => `Column ${i + 1}`);
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {heads.map((head) => (
            <th key={head} style={cell}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {heads.map((head) => (
            <td key={head} style={cell}>
              A value of {head.toLowerCase()}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** Wider than its box: the table scrolls inside the region, the page does not. */
export const WiderThanTheScreen: Story = {
  args: { children: <WideTable columns={12} /> },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** Narrow enough: nothing scrolls. */
export const FitsItsBox: Story = {
  args: { children: <WideTable columns={2} /> },
};
