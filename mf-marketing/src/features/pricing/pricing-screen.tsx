import { PricingPage } from './pricing-page';

export default function PricingScreen() {
  return <PricingPage screenKey="pricing" />;
}
