import { PricingPage } from './pricing-page';

/** /{product}/open-api/order/verify shows the pricing screen (SPEC.md section 2), which verifies the return. */
export default function OrderVerifyScreen() {
  return <PricingPage screenKey="orderVerify" />;
}
