/**
 * The heavier half of antd: tables, forms and inputs, and the detail screens' tabs and
 * image viewer (a screen with those has a form anyway). A separate federated
 * singleton from `@itam/shared/antd` so screens without them stay light; both are
 * provided by the shell's build, so their common antd internals are one instance.
 */
export {
  AutoComplete,
  Checkbox,
  DatePicker,
  Form,
  Image,
  Input,
  InputNumber,
  Pagination,
  QRCode,
  Radio,
  Rate,
  Select,
  Slider,
  Switch,
  Table,
  Tabs,
  TimePicker,
  Upload,
} from 'antd';
