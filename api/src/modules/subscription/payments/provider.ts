/**
 * The payment-provider interface: an order is registered with the provider, the buyer
 * pays on the provider's hosted page, and the provider sends the browser back to the
 * site with signed query parameters that the server checks before it marks the order
 * paid. The built-in test gateway is the default; a real provider is chosen and keyed
 * by configuration (PAYMENT_PROVIDER and its keys).
 */
import crypto from 'node:crypto';

export interface CheckoutOrder {
  /** Our order id (uuid) and its human reference. */
  id: string;
  reference: string;
  amountPaise: number;
  currency: string;
  description: string;
  buyerEmail: string;
}

export interface CheckoutStart {
  /** The provider's id of the order; the signed return names it. */
  providerOrderId: string;
  /** Where the browser pays (absolute, or a path on this site). */
  url: string;
}

/** A return whose signature checked out. */
export interface VerifiedReturn {
  providerOrderId: string;
  paymentId: string;
  /** False when the provider reports the payment as not completed. */
  paid: boolean;
}

export interface PaymentProvider {
  readonly id: string;
  createCheckout(order: CheckoutOrder): Promise<CheckoutStart>;
  /** Reads the provider's return parameters; null when any is missing or the signature is wrong. */
  verifyReturn(params: Record<string, string>): VerifiedReturn | null;
}

/** HMAC-SHA256 as lowercase hex, the form providers sign with. */
export function hmacHex(secret: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a received hex signature with the expected one. */
export function signatureMatches(expected: string, received: string | undefined): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]{64}$/i.test(received)) return false;
  return crypto.timingSafeEqual(
    Buffer.from(expected, 'hex'),
    Buffer.from(received.toLowerCase(), 'hex'),
  );
}
