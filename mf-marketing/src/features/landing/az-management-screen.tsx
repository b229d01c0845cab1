import en from '../../locales/en/pages/landing/az-management.json';
import hi from '../../locales/hi/pages/landing/az-management.json';
import { registerLandingText } from './landing-content';
import { LandingPage } from './landing-page';

registerLandingText('azManagement', en, hi);

export default function AzManagementScreen() {
  return <LandingPage variant="azManagement" />;
}
