/**
 * antd's component styles for the product's theme, made at build time for one CSS file the
 * shell's page links (federation/antd-static-css.ts writes it). antd's style engine reads
 * the file's map of the styles it holds and, for a component found there, neither builds
 * nor inserts its styles when it first renders: that was about half of a list screen's
 * first render on a phone. A component the file lacks gets its styles at runtime as before,
 * so the file saves work and is never needed for a correct page.
 *
 * Run in a process of its own whose NODE_ENV is the browser build's mode (the engine's class
 * names differ between production and development builds): it prints the CSS.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  Alert,
  App,
  Button,
  Col,
  ConfigProvider,
  Empty,
  Flex,
  Row,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tag,
} from '../antd';
import {
  AutoComplete,
  Checkbox,
  Form,
  Input,
  Pagination,
  Radio,
  Select,
  Switch,
  Table,
  Tabs,
} from '../antd/data';
import { Card, Divider, Layout, Progress, Result, Segmented, Typography } from '../antd/display';
import { Dropdown, Menu, Modal, Popover, Tooltip } from '../antd/overlay';
import { appTheme } from './index';

interface CssInJs {
  createCache(): unknown;
  extractStyle(cache: unknown, options: { types: string[]; plain: boolean }): string;
  StyleProvider: ComponentType<{ cache: unknown; children: ReactNode }>;
}

/**
 * Every component of the kit's eager and data, display and overlay entries, in the variants
 * whose styles are separate (tag colours, a table's selection, sorting and pagination...).
 * The date pickers, uploads and other inputs of `antd-input` are left to runtime: only forms
 * load them, and their styles would weigh on every page.
 */
function Specimen() {
  const options = [{ value: 1, label: 'One' }];
  return (
    <App>
      <Layout>
        <Layout.Header />
        <Layout.Sider />
        <Layout.Content>
          <Menu
            mode="inline"
            items={[{ key: 'a', label: 'A', children: [{ key: 'b', label: 'B' }] }]}
          />
          <Menu mode="horizontal" items={[{ key: 'a', label: 'A' }]} />
          <Flex gap={8}>
            <Space.Compact>
              <Button type="primary">A</Button>
              <Button danger loading>
                B
              </Button>
            </Space.Compact>
            <Space>
              <Tag>T</Tag>
              <Tag color="blue">T</Tag>
              <Tag color="success">T</Tag>
            </Space>
          </Flex>
          <Row>
            <Col span={12} md={8} />
          </Row>
          <Alert type="error" title="A" showIcon />
          <Card title="C" extra="x">
            <Statistic title="S" value={1} />
          </Card>
          <Divider />
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          <Result status="404" title="R" />
          <Progress percent={5} />
          <Progress type="circle" percent={5} />
          <Segmented options={['a', 'b']} />
          <Skeleton active avatar />
          <Skeleton.Button />
          <Skeleton.Input />
          <Spin />
          <Typography.Title>T</Typography.Title>
          <Typography.Text copyable>T</Typography.Text>
          <Typography.Paragraph ellipsis>P</Typography.Paragraph>
          <Typography.Link>L</Typography.Link>
          <Form layout="vertical">
            <Form.Item label="L" name="l" required help="E" validateStatus="error">
              <Input allowClear />
            </Form.Item>
            <Input.Password />
            <Input.Search />
            <Input.TextArea showCount maxLength={9} />
            <Select mode="multiple" options={options} maxTagCount="responsive" allowClear />
            <AutoComplete options={options} />
            <Checkbox>C</Checkbox>
            <Checkbox.Group options={['a']} />
            <Radio>R</Radio>
            <Radio.Group options={['a']} optionType="button" />
            <Switch />
          </Form>
          <Tabs items={[{ key: 'a', label: 'A', children: 'A' }]} />
          <Tabs type="card" items={[{ key: 'a', label: 'A', children: 'A' }]} />
          <Table
            rowKey="k"
            columns={[{ key: 'a', dataIndex: 'a', title: 'A', sorter: true, ellipsis: true }]}
            dataSource={[{ k: 1, a: 1 }]}
            rowSelection={{}}
            pagination={{ total: 50, showSizeChanger: true }}
            title={() => 'T'}
            loading
            virtual
            scroll={{ x: 500, y: 300 }}
          />
          <Pagination total={50} size="small" />
          <Dropdown menu={{ items: [{ key: 'a', label: 'A' }] }}>
            <span>D</span>
          </Dropdown>
          <Tooltip title="T">
            <span>T</span>
          </Tooltip>
          <Popover content="P">
            <span>P</span>
          </Popover>
          <Modal open={false} title="M" />
        </Layout.Content>
      </Layout>
    </App>
  );
}

/** The styles of every specimen component, with the map antd's engine looks them up in. */
export function antdStaticCss(): string {
  // antd's own instance of the style engine (not a dependency of ours).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cssinjs = require(
    require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] }),
  ) as CssInJs;
  const cache = cssinjs.createCache();
  renderToString(
    <cssinjs.StyleProvider cache={cache}>
      <ConfigProvider theme={appTheme}>
        <Specimen />
      </ConfigProvider>
    </cssinjs.StyleProvider>,
  );
  return cssinjs.extractStyle(cache, { types: ['style'], plain: true });
}

if (require.main === module) process.stdout.write(antdStaticCss());
