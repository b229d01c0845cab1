/** The built-in test gateway's checkout page: plain HTML with Approve and Decline, in English and Hindi. */
import type { SubscriptionOrderSummary as OrderSummary } from '@itam/shared/contracts/subscription';
import { hashSource, type PageSources } from '../../security/csp';

/** The page's one inline stylesheet; its hash is the page's Content-Security-Policy. */
const GATEWAY_CSS = `
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,'Noto Sans Devanagari',sans-serif;background:#f4fbfb;color:#1f2d2e}
main{max-width:460px;margin:48px auto;padding:24px;background:#fff;border:1px solid #cfeced;border-radius:12px}
h1{font-size:22px;margin:0 0 8px}.note{color:#4a5b5c}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{font-weight:600}dd{margin:0}
.actions{display:flex;gap:12px;flex-wrap:wrap}button{font:inherit;padding:10px 18px;border-radius:8px;border:1px solid #9fb7b8;background:#fff;cursor:pointer}
button.primary{background:#33D7DB;border-color:#33D7DB;color:#06282a;font-weight:600}button:focus-visible,a:focus-visible{outline:2px solid #0a6f72;outline-offset:2px}
`;

/** What the page runs inline, for `reply.cspPage`. */
export const TEST_GATEWAY_PAGE_CSP: PageSources = {
  scripts: [],
  styles: [hashSource(GATEWAY_CSS)],
  styleAttributes: [],
};

const TEXT = {
  en: {
    title: 'Test payment gateway',
    note: 'This is the built-in test gateway: no money moves. Approve to simulate a successful payment, or decline to simulate a refused card.',
    order: 'Order',
    amount: 'Amount',
    approve: 'Approve payment',
    decline: 'Decline payment',
    closed: 'This order can no longer be paid here.',
    back: 'Back to pricing',
  },
  hi: {
    title: 'परीक्षण भुगतान गेटवे',
    note: 'यह अंतर्निहित परीक्षण गेटवे है: कोई पैसा नहीं कटता। सफल भुगतान के लिए स्वीकृत करें, या अस्वीकृत कार्ड के लिए अस्वीकार करें।',
    order: 'ऑर्डर',
    amount: 'राशि',
    approve: 'भुगतान स्वीकृत करें',
    decline: 'भुगतान अस्वीकार करें',
    closed: 'इस ऑर्डर का भुगतान अब यहाँ नहीं हो सकता।',
    back: 'मूल्य निर्धारण पर लौटें',
  },
} as const;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function rupees(paise: number, lang: 'en' | 'hi'): string {
  return new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    style: 'currency',
    currency: 'INR',
  }).format(paise / 100);
}

export function testGatewayPage(
  order: OrderSummary | null,
  actionBase: string,
  lang: 'en' | 'hi',
  pricingPath: string,
): string {
  const t = TEXT[lang];
  const body =
    order && order.status === 'pending'
      ? `<dl><dt>${t.order}</dt><dd>${escapeHtml(order.reference)}</dd><dt>${t.amount}</dt><dd data-testid="gateway-amount">${rupees(order.amountPaise, lang)}</dd></dl>
<div class="actions">
<form method="post" action="${escapeHtml(actionBase)}/approve"><button type="submit" class="primary">${t.approve}</button></form>
<form method="post" action="${escapeHtml(actionBase)}/decline"><button type="submit">${t.decline}</button></form>
</div>`
      : `<p>${t.closed}</p><p><a href="${escapeHtml(pricingPath)}">${t.back}</a></p>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>${GATEWAY_CSS}</style></head>
<body><main><h1>${t.title}</h1><p class="note">${t.note}</p>${body}</main></body></html>`;
}
