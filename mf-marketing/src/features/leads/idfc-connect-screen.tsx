import { PartnerPage } from './partner-page';

export default function IdfcConnectScreen() {
  return <PartnerPage programme="idfc" />;
}
