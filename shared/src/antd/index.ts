/**
 * The antd components every package uses for layout, display and feedback. The
 * product reaches antd only through this module, `@itam/shared/antd-data` (tables,
 * forms and inputs) and `@itam/shared/icons`: each is one federated singleton
 * provided by the shell, so one antd instance (one ConfigProvider, one theme) serves
 * every remote, and a screen that shows no table or form never downloads them.
 * A shared module is not tree-shaken: everything listed here reaches every signed-in
 * page (the budgeted `/dashboard` too), so list only what the app frame and most
 * screens use, and add a component when a screen first needs it; a component of one
 * or two detail screens belongs in `@itam/shared/antd-data`. Types may come from 'antd'.
 */
export {
  Alert,
  App,
  Button,
  Card,
  Col,
  ConfigProvider,
  Divider,
  Dropdown,
  Empty,
  Flex,
  Layout,
  Menu,
  Modal,
  Popover,
  Progress,
  Result,
  Row,
  Segmented,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Tag,
  Tooltip,
  Typography,
  message,
  notification,
  theme,
} from 'antd';
