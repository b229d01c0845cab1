import { PolicyPage } from './policy-page';

export default function TermsScreen() {
  return <PolicyPage policy="terms" />;
}
