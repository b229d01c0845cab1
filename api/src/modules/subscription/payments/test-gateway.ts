/**
 * The built-in test gateway: a checkout page served by this API where the buyer
 * approves or declines, and an HMAC signature over `order_id|payment_id` (the scheme
 * card gateways use) so the return can be verified exactly like a real provider's.
 * No money moves: configure a real provider for production sales.
 */
import crypto from 'node:crypto';
import {
  hmacHex,
  signatureMatches,
  type CheckoutOrder,
  type CheckoutStart,
  type PaymentProvider,
  type VerifiedReturn,
} from './provider';

export const TEST_PROVIDER_ID = 'test';
const ORDER_ID = /^test_order_[0-9a-f]{24}$/;
const PAYMENT_ID = /^test_pay_[0-9a-f]{24}$/;

export interface SignedTestReturn {
  order_id: string;
  payment_id: string;
  signature: string;
}

export class TestGateway implements PaymentProvider {
  readonly id = TEST_PROVIDER_ID;

  constructor(
    private readonly secret: string,
    /** Path of the checkout page for a provider order id. */
    private readonly checkoutPath: (providerOrderId: string) => string,
  ) {}

  static isOrderId(value: string): boolean {
    return ORDER_ID.test(value);
  }

  async createCheckout(_order: CheckoutOrder): Promise<CheckoutStart> {
    const providerOrderId = `test_order_${crypto.randomBytes(12).toString('hex')}`;
    return { providerOrderId, url: this.checkoutPath(providerOrderId) };
  }

  /** What the gateway appends to the return URL when the buyer approves. */
  approve(providerOrderId: string): SignedTestReturn {
    const paymentId = `test_pay_${crypto.randomBytes(12).toString('hex')}`;
    return {
      order_id: providerOrderId,
      payment_id: paymentId,
      signature: this.sign(providerOrderId, paymentId),
    };
  }

  verifyReturn(params: Record<string, string>): VerifiedReturn | null {
    const { order_id: providerOrderId, payment_id: paymentId, signature } = params;
    if (
      !providerOrderId ||
      !paymentId ||
      !ORDER_ID.test(providerOrderId) ||
      !PAYMENT_ID.test(paymentId)
    )
      return null;
    if (!signatureMatches(this.sign(providerOrderId, paymentId), signature)) return null;
    return { providerOrderId, paymentId, paid: true };
  }

  private sign(providerOrderId: string, paymentId: string): string {
    return hmacHex(this.secret, `${providerOrderId}|${paymentId}`);
  }
}
