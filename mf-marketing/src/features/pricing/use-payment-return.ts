import { useAppDispatch } from '@itam/shared/store';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@itam/shared/router';
import { verificationRequested } from './pricing.slice';

/** Query keys by which a payment provider's signed return is recognised. */
const SIGNATURE_KEYS = ['signature', 'razorpay_signature'];

/**
 * A provider's return (the test gateway, a payment link) lands on the pricing screen with
 * signed query parameters: they go to the server once, then leave the address bar so a
 * reload or a shared link does not resend them.
 */
export function usePaymentReturn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!SIGNATURE_KEYS.some((key) => params.has(key)) || sent.current === search) return;
    sent.current = search;
    dispatch(verificationRequested(Object.fromEntries(params)));
    navigate(pathname, { replace: true });
  }, [pathname, search, dispatch, navigate]);
}
