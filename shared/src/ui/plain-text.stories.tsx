import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Paragraph, Text, Title } from './plain-text';

const meta = {
  title: 'Layout/PlainText',
  component: Text,
  args: { children: 'Asha Rao' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Secondary: Story = { args: { type: 'secondary', children: 'Admin' } };

export const Strong: Story = { args: { strong: true, children: 'Dell Latitude 5420' } };

export const Danger: Story = { args: { type: 'danger', children: 'Could not save' } };

/** Headings h1–h5 and paragraphs, as the page header and the dashboards use them. */
export const HeadingsAndParagraphs: Story = {
  render: () => (
    <div>
      <Title level={1} style={{ fontSize: 24 }}>
        Dashboard
      </Title>
      <Paragraph type="secondary">Counts by state, type and branch.</Paragraph>
      <Title level={2} style={{ fontSize: 18 }}>
        Warranties expiring
      </Title>
      <Title level={3}>Level 3</Title>
      <Title level={4}>Level 4</Title>
      <Title level={5}>Level 5</Title>
      <Paragraph>
        A very long paragraph that wraps over several lines, so that the line height and the spacing
        below can be checked with real-world text lengths in both languages.
      </Paragraph>
    </div>
  ),
};
