/** The configured payment provider, and the test gateway when it is the one in use. */
import { ROUTES } from '@itam/shared/contracts';
import type { PaymentsConfig } from '../../../config';
import { hmacHex, type PaymentProvider } from './provider';
import { RazorpayProvider } from './razorpay';
import { TestGateway } from './test-gateway';

export { TestGateway, TEST_PROVIDER_ID } from './test-gateway';
export type { PaymentProvider, VerifiedReturn, CheckoutOrder } from './provider';

/** Providers send the browser back here: the pricing screen finishes the purchase. */
export const PAYMENT_RETURN_PATH = ROUTES.pricing;

export interface Payments {
  provider: PaymentProvider;
  /** Set when the test gateway is the provider (its checkout page is then served). */
  testGateway: TestGateway | null;
}

export function createPayments(
  config: PaymentsConfig | undefined,
  /** Server secret the test gateway derives its signing key from. */
  serverSecret: string,
  checkoutPath: (providerOrderId: string) => string,
): Payments {
  if (config?.provider === 'razorpay') {
    const provider = new RazorpayProvider({
      keyId: config.keyId,
      keySecret: config.keySecret,
      callbackUrl: `${config.publicUrl}${PAYMENT_RETURN_PATH}`,
    });
    return { provider, testGateway: null };
  }
  // A key of its own, so a test-gateway signature can never double as a session token.
  const gateway = new TestGateway(hmacHex(serverSecret, 'itam test payment gateway'), checkoutPath);
  return { provider: gateway, testGateway: gateway };
}
