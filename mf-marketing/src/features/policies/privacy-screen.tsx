import { PolicyPage } from './policy-page';

export default function PrivacyScreen() {
  return <PolicyPage policy="privacy" />;
}
