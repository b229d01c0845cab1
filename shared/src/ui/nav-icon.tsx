import {
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
  ScanOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  UserAddOutlined,
  MenuOutlined,
  UserOutlined,
} from '../antd/icons-frame';
import type { ComponentType } from 'react';
import type { NavIconName } from '../contracts/remote-module';

const ICONS: Record<NavIconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  dashboard: DashboardOutlined,
  assets: LaptopOutlined,
  'in-stock': InboxOutlined,
  devices: DesktopOutlined,
  diagnostics: MedicineBoxOutlined,
  archive: ContainerOutlined,
  activity: HistoryOutlined,
  jobs: ScheduleOutlined,
  dispose: DeleteOutlined,
  branches: BankOutlined,
  settings: SettingOutlined,
  vendors: ShopOutlined,
  'vendor-registration': SolutionOutlined,
  incidents: AlertOutlined,
  ticket: FileAddOutlined,
  service: CustomerServiceOutlined,
  status: FileSearchOutlined,
  'sign-off': ExportOutlined,
  responses: FormOutlined,
  department: ApartmentOutlined,
  onboarding: UserAddOutlined,
  shop: ShoppingOutlined,
  cart: ShoppingCartOutlined,
  scanner: ScanOutlined,
};

/** The @ant-design/icons component of a menu icon name. */
export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden />;
}

const FRAME_ICONS = { menu: MenuOutlined, user: UserOutlined } as const;

/** An icon of the signed-in frame (menu toggle, user), from the kit's small icon set. */
export function FrameIcon({ name }: { name: keyof typeof FRAME_ICONS }) {
  const Icon = FRAME_ICONS[name];
  return <Icon aria-hidden />;
}
