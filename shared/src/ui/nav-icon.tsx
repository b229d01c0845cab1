import * as Icons from '../antd/icons-frame';
import type { ComponentType } from 'react';
import type { NavIconName } from '../contracts/remote-module';

const ICONS: Record<NavIconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  dashboard: Icons.DashboardOutlined,
  assets: Icons.LaptopOutlined,
  'in-stock': Icons.InboxOutlined,
  devices: Icons.DesktopOutlined,
  diagnostics: Icons.MedicineBoxOutlined,
  archive: Icons.ContainerOutlined,
  activity: Icons.HistoryOutlined,
  jobs: Icons.ScheduleOutlined,
  dispose: Icons.DeleteOutlined,
  branches: Icons.BankOutlined,
  settings: Icons.SettingOutlined,
  vendors: Icons.ShopOutlined,
  'vendor-registration': Icons.SolutionOutlined,
  incidents: Icons.AlertOutlined,
  ticket: Icons.FileAddOutlined,
  service: Icons.CustomerServiceOutlined,
  status: Icons.FileSearchOutlined,
  'sign-off': Icons.ExportOutlined,
  responses: Icons.FormOutlined,
  department: Icons.ApartmentOutlined,
  authority: Icons.SafetyCertificateOutlined,
  onboarding: Icons.UserAddOutlined,
  shop: Icons.ShoppingOutlined,
  cart: Icons.ShoppingCartOutlined,
  scanner: Icons.ScanOutlined,
};

/** The @ant-design/icons component of a menu icon name. */
export function NavIcon({ name }: { name: NavIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden />;
}

const FRAME_ICONS = { menu: Icons.MenuOutlined, user: Icons.UserOutlined } as const;

/** An icon of the signed-in frame (menu toggle, user), from the kit's small icon set. */
export function FrameIcon({ name }: { name: keyof typeof FRAME_ICONS }) {
  const Icon = FRAME_ICONS[name];
  return <Icon aria-hidden />;
}
