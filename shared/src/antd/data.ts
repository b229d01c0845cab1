/**
 * The heavier half of antd: tables, forms and inputs. A separate federated
 * singleton from `@itam/shared/antd` so screens without them stay light; both are
 * provided by the shell's build, so their common antd internals are one instance.
 */
export {
  AutoComplete,
  Checkbox,
  DatePicker,
  Form,
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
  TimePicker,
  Upload,
} from 'antd';
