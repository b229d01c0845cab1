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
import * as base from '../antd';
import * as data from '../antd/data';
import * as display from '../antd/display';
import * as overlay from '../antd/overlay';
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
    <base.App>
      <display.Layout>
        <display.Layout.Header />
        <display.Layout.Sider />
        <display.Layout.Content>
          <overlay.Menu
            mode="inline"
            items={[{ key: 'a', label: 'A', children: [{ key: 'b', label: 'B' }] }]}
          />
          <overlay.Menu mode="horizontal" items={[{ key: 'a', label: 'A' }]} />
          <base.Flex gap={8}>
            <base.Space.Compact>
              <base.Button type="primary">A</base.Button>
              <base.Button danger loading>
                B
              </base.Button>
            </base.Space.Compact>
            <base.Space>
              <base.Tag>T</base.Tag>
              <base.Tag color="blue">T</base.Tag>
              <base.Tag color="success">T</base.Tag>
            </base.Space>
          </base.Flex>
          <base.Row>
            <base.Col span={12} md={8} />
          </base.Row>
          <base.Alert type="error" title="A" showIcon />
          <display.Card title="C" extra="x">
            <base.Statistic title="S" value={1} />
          </display.Card>
          <display.Divider />
          <base.Empty image={base.Empty.PRESENTED_IMAGE_SIMPLE} />
          <display.Result status="404" title="R" />
          <display.Progress percent={5} />
          <display.Progress type="circle" percent={5} />
          <display.Segmented options={['a', 'b']} />
          <base.Skeleton active avatar />
          <base.Skeleton.Button />
          <base.Skeleton.Input />
          <base.Spin />
          <display.Typography.Title>T</display.Typography.Title>
          <display.Typography.Text copyable>T</display.Typography.Text>
          <display.Typography.Paragraph ellipsis>P</display.Typography.Paragraph>
          <display.Typography.Link>L</display.Typography.Link>
          <data.Form layout="vertical">
            <data.Form.Item label="L" name="l" required help="E" validateStatus="error">
              <data.Input allowClear />
            </data.Form.Item>
            <data.Input.Password />
            <data.Input.Search />
            <data.Input.TextArea showCount maxLength={9} />
            <data.Select mode="multiple" options={options} maxTagCount="responsive" allowClear />
            <data.AutoComplete options={options} />
            <data.Checkbox>C</data.Checkbox>
            <data.Checkbox.Group options={['a']} />
            <data.Radio>R</data.Radio>
            <data.Radio.Group options={['a']} optionType="button" />
            <data.Switch />
          </data.Form>
          <data.Tabs items={[{ key: 'a', label: 'A', children: 'A' }]} />
          <data.Tabs type="card" items={[{ key: 'a', label: 'A', children: 'A' }]} />
          <data.Table
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
          <data.Pagination total={50} size="small" />
          <overlay.Dropdown menu={{ items: [{ key: 'a', label: 'A' }] }}>
            <span>D</span>
          </overlay.Dropdown>
          <overlay.Tooltip title="T">
            <span>T</span>
          </overlay.Tooltip>
          <overlay.Popover content="P">
            <span>P</span>
          </overlay.Popover>
          <overlay.Modal open={false} title="M" />
        </display.Layout.Content>
      </display.Layout>
    </base.App>
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
      <base.ConfigProvider theme={appTheme}>
        <Specimen />
      </base.ConfigProvider>
    </cssinjs.StyleProvider>,
  );
  return cssinjs.extractStyle(cache, { types: ['style'], plain: true });
}

if (require.main === module) process.stdout.write(antdStaticCss());
