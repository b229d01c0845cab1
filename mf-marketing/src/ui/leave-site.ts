/**
 * Full-page navigations out of the single-page app (its own module so tests can replace
 * it): to a payment page, and into the product after a purchase, where the fresh page
 * load re-reads the session and so sees the new subscription.
 */
export function leaveForPayment(url: string, language: string): void {
  const target = new URL(url, window.location.origin);
  // The built-in gateway's page speaks the reader's language; real providers ignore it.
  if (target.origin === window.location.origin)
    target.searchParams.set('lang', language === 'hi' ? 'hi' : 'en');
  window.location.assign(target.toString());
}
