import { addMonths, extendPeriod } from '../src/modules/subscription/subscription-period';
import { hmacHex } from '../src/modules/subscription/payments/provider';
import { RazorpayProvider } from '../src/modules/subscription/payments/razorpay';
import { TestGateway } from '../src/modules/subscription/payments/test-gateway';

describe('subscription periods', () => {
  it('adds calendar months, clamped to the month end', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-12-15', 1)).toBe('2025-01-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('starts today when there is no live subscription, and extends a live one from its end', () => {
    expect(extendPeriod({ start: null, end: null }, 'monthly', '2024-05-10')).toEqual({
      start: '2024-05-10',
      end: '2024-06-09',
    });
    expect(
      extendPeriod({ start: '2023-01-01', end: '2023-12-31' }, 'yearly', '2024-05-10'),
    ).toEqual({ start: '2024-05-10', end: '2025-05-09' });
    expect(
      extendPeriod({ start: '2024-01-01', end: '2024-06-30' }, 'monthly', '2024-05-10'),
    ).toEqual({ start: '2024-01-01', end: '2024-07-30' });
    expect(extendPeriod({ start: '2024-01-01', end: null }, 'monthly', '2024-05-10')).toEqual({
      start: '2024-01-01',
      end: null,
    });
  });
});

describe('test gateway signatures', () => {
  const gateway = new TestGateway('k'.repeat(32), (id) => `/pay/${id}`);

  it('verifies its own approval and nothing else', async () => {
    const { providerOrderId, url } = await gateway.createCheckout({
      id: 'x',
      reference: 'OR-1',
      amountPaise: 100,
      currency: 'INR',
      description: 'd',
      buyerEmail: 'a@b.c',
    });
    expect(url).toBe(`/pay/${providerOrderId}`);
    const signed = gateway.approve(providerOrderId);
    expect(gateway.verifyReturn({ ...signed })).toEqual({
      providerOrderId,
      paymentId: signed.payment_id,
      paid: true,
    });
    expect(
      gateway.verifyReturn({ ...signed, signature: signed.signature.toUpperCase() }),
    ).not.toBeNull();
    expect(new TestGateway('o'.repeat(32), () => '').verifyReturn({ ...signed })).toBeNull();
    expect(gateway.verifyReturn({ ...signed, signature: `${signed.signature}00` })).toBeNull();
  });
});

describe('Razorpay payment links', () => {
  const keys = {
    keyId: 'rzp_test_1',
    keySecret: 'secret-1',
    callbackUrl: 'https://itam.example/pricing',
  };

  it('creates a payment link with the order reference and the callback', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'plink_1', short_url: 'https://rzp.io/i/abc' }), {
        status: 200,
      });
    }) as unknown as typeof fetch;
    const provider = new RazorpayProvider(keys, fakeFetch);
    const start = await provider.createCheckout({
      id: 'u',
      reference: 'OR-240521-ABCDEF',
      amountPaise: 499900,
      currency: 'INR',
      description: 'Plan',
      buyerEmail: 'a@b.c',
    });
    expect(start).toEqual({ providerOrderId: 'plink_1', url: 'https://rzp.io/i/abc' });
    expect(calls[0]!.url).toBe('https://api.razorpay.com/v1/payment_links');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      amount: 499900,
      reference_id: 'OR-240521-ABCDEF',
      callback_url: keys.callbackUrl,
      callback_method: 'get',
    });
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('rzp_test_1:secret-1').toString('base64')}`,
    );
  });

  it('verifies the callback signature over link|reference|status|payment', () => {
    const provider = new RazorpayProvider(keys);
    const params = {
      razorpay_payment_id: 'pay_1',
      razorpay_payment_link_id: 'plink_1',
      razorpay_payment_link_reference_id: 'OR-240521-ABCDEF',
      razorpay_payment_link_status: 'paid',
      razorpay_signature: hmacHex('secret-1', 'plink_1|OR-240521-ABCDEF|paid|pay_1'),
    };
    expect(provider.verifyReturn(params)).toEqual({
      providerOrderId: 'plink_1',
      paymentId: 'pay_1',
      paid: true,
    });
    expect(
      provider.verifyReturn({ ...params, razorpay_payment_link_status: 'cancelled' }),
    ).toBeNull();
    expect(
      provider.verifyReturn({
        ...params,
        razorpay_signature: hmacHex('other', 'plink_1|OR-240521-ABCDEF|paid|pay_1'),
      }),
    ).toBeNull();
  });
});
