/**
 * The icons the kit's `ui` entry draws on every signed-in page: the side menu's, the app
 * frame's, and those of the status screens and the delete button. Not a kit entry: the
 * kit's own modules import it, so only these icons ship with `ui`, and the full icon set
 * (`@itam/shared/icons`, one federated module) loads only with a screen that imports it.
 */
export {
  AlertOutlined,
  ApartmentOutlined,
  BankOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DesktopOutlined,
  ExportOutlined,
  FileAddOutlined,
  FileSearchOutlined,
  FormOutlined,
  HistoryOutlined,
  InboxOutlined,
  LaptopOutlined,
  MedicineBoxOutlined,
  MenuOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
  ScanOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
