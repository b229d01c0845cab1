import { PartnerPage } from './partner-page';

export default function AuConnectScreen() {
  return <PartnerPage programme="au" />;
}
