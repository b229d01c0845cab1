/**
 * The light core of antd every signed-in page loads: the theme provider and the small
 * layout, display and feedback pieces the app frame and the dashboards render. The
 * product reaches antd only through the kit's entries, each one federated singleton
 * provided by the shell, so one antd instance (one ConfigProvider, one theme) serves
 * every remote, and a screen downloads only the entries it imports:
 * - `@itam/shared/antd` (this file): on every signed-in page, the budgeted `/dashboard`
 *   too (350 KB gzip JS). A shared module is not tree-shaken: everything listed here
 *   ships with it, so keep it to cheap components. Card (it carries Tabs, and Tabs a
 *   dropdown menu) and Typography (tooltip and text area) are NOT cheap.
 * - `@itam/shared/antd-display`: Card, Typography, Result, Progress, Segmented, Layout, Divider.
 * - `@itam/shared/antd-overlay`: Modal, Dropdown, Menu, Popover, Tooltip, notification, message.
 * - `@itam/shared/antd-data`: tables, forms and plain inputs.
 * - `@itam/shared/antd-input`: date and time pickers, Upload, Image, Slider, InputNumber,
 *   Rate, QRCode (and dayjs).
 * Types may come from 'antd'.
 */
export {
  Alert,
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
  theme,
} from 'antd';
/** antd's `App` API (`App.useApp()`: message, notification, modal) whose code loads on first use. */
export { App } from './app';
