import { PartnerPage } from './partner-page';

export default function PartnerScreen() {
  return <PartnerPage programme="general" />;
}
