/**
 * The heavier half of antd: tables, forms and plain inputs, and the detail screens' tabs.
 * A separate federated singleton from `@itam/shared/antd` so screens without them stay
 * light; both are provided by the shell's build, so their common antd internals are one
 * instance. The date and time pickers, uploads, images, sliders, number inputs, ratings
 * and QR codes are in `@itam/shared/antd-input`: a list screen never runs them.
 */
export {
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
} from 'antd';
