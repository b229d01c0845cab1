import { PolicyPage } from './policy-page';

export default function RefundPolicyScreen() {
  return <PolicyPage policy="refundPolicy" />;
}
