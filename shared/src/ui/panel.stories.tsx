import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button, Col, Row, Skeleton, Statistic } from '../antd';
import { Panel } from './panel';

const meta = {
  title: 'Layout/Panel',
  component: Panel,
  args: {
    title: <h2 style={{ fontSize: 16, margin: 0 }}>Assets by state</h2>,
    children: 'A chart, a list or a figure goes here.',
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithExtra: Story = {
  args: { extra: <Button size="small">View all</Button> },
};

/** The dashboard's stat tiles. */
export const SmallStatTiles: Story = {
  render: () => (
    <Row gutter={[16, 16]}>
      {[
        ['Total', 1284],
        ['Assigned', 903],
        ['In stock', 311],
        ['Pending disposal', 0],
      ].map(([title, value]) => (
        <Col key={title} xs={12} md={6}>
          <Panel size="small">
            <Statistic title={title} value={value} />
          </Panel>
        </Col>
      ))}
    </Row>
  ),
};

export const Loading: Story = {
  args: { children: <Skeleton active paragraph={{ rows: 3 }} /> },
};

export const NoTitle: Story = { args: { title: undefined } };

export const LongText: Story = {
  args: {
    title: (
      <h2 style={{ fontSize: 16, margin: 0 }}>
        Warranties expiring within 90 days across the Bengaluru, Hyderabad and Pune branches
      </h2>
    ),
    extra: <Button size="small">Export</Button>,
    children:
      'A very long body text that wraps over several lines, so that the padding, the border and the header rule can be checked with real-world text lengths in both languages.',
  },
};
