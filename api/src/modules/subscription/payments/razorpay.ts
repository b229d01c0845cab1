/**
 * Razorpay through Payment Links: the order becomes a link (hosted checkout), and after
 * payment Razorpay sends the browser to the callback URL with
 * `razorpay_payment_id`, `razorpay_payment_link_id`, `razorpay_payment_link_reference_id`,
 * `razorpay_payment_link_status` and `razorpay_signature`, an HMAC-SHA256 (key secret) of
 * `link_id|reference_id|status|payment_id`. Enabled by PAYMENT_PROVIDER=razorpay with
 * RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and PUBLIC_URL (the site's origin).
 */
import {
  hmacHex,
  signatureMatches,
  type CheckoutOrder,
  type CheckoutStart,
  type PaymentProvider,
  type VerifiedReturn,
} from './provider';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  /** Absolute URL Razorpay sends the buyer back to (the pricing page). */
  callbackUrl: string;
  apiBase?: string;
}

type Fetch = typeof fetch;

export class RazorpayProvider implements PaymentProvider {
  readonly id = 'razorpay';

  constructor(
    private readonly keys: RazorpayKeys,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async createCheckout(order: CheckoutOrder): Promise<CheckoutStart> {
    const auth = Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64');
    const res = await this.fetchImpl(
      `${this.keys.apiBase ?? 'https://api.razorpay.com'}/v1/payment_links`,
      {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: order.amountPaise,
          currency: order.currency,
          accept_partial: false,
          reference_id: order.reference,
          description: order.description.slice(0, 2048),
          customer: { email: order.buyerEmail },
          notify: { email: false, sms: false },
          callback_url: this.keys.callbackUrl,
          callback_method: 'get',
        }),
      },
    );
    const body = (await res.json().catch(() => ({}))) as { id?: string; short_url?: string };
    if (!res.ok || !body.id || !body.short_url)
      throw new Error(`Razorpay refused the payment link (${res.status})`);
    return { providerOrderId: body.id, url: body.short_url };
  }

  verifyReturn(params: Record<string, string>): VerifiedReturn | null {
    const linkId = params.razorpay_payment_link_id;
    const reference = params.razorpay_payment_link_reference_id ?? '';
    const status = params.razorpay_payment_link_status;
    const paymentId = params.razorpay_payment_id;
    if (!linkId || !status || !paymentId) return null;
    const expected = hmacHex(this.keys.keySecret, `${linkId}|${reference}|${status}|${paymentId}`);
    if (!signatureMatches(expected, params.razorpay_signature)) return null;
    return { providerOrderId: linkId, paymentId, paid: status === 'paid' };
  }
}
