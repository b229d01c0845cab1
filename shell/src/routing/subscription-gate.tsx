/**
 * Subscription gate of every protected route (SPEC.md section 4): 'NA' until the server
 * answers; NOT_REQUIRED and LICENSE_EXIST open; LICENSE_REQUIRED and LICENSE_EXPIRED show
 * the non-closable 'Subscription Required' dialog whose 'Subscribe' leads to /pricing.
 */
import {
  LICENSE_OPEN_CODES,
  ROUTES,
  type ClientLicenseCode,
  type LicenseCode,
} from '@itam/shared/contracts';
import { selectLicenseCode, useAppSelector } from '@itam/shared/store';
import { LoadingScreen, SubscriptionRequiredModal } from '@itam/shared/ui';
import type { ReactNode } from 'react';
import { useNavigate } from '@itam/shared/router';

export type SubscriptionStatus = 'pending' | 'open' | 'required' | 'expired';

export function subscriptionStatus(code: ClientLicenseCode): SubscriptionStatus {
  if (LICENSE_OPEN_CODES.includes(code as LicenseCode)) return 'open';
  if (code === 'LICENSE_REQUIRED') return 'required';
  if (code === 'LICENSE_EXPIRED') return 'expired';
  return 'pending';
}

export function SubscriptionGate({ children }: { children: ReactNode }) {
  const status = subscriptionStatus(useAppSelector(selectLicenseCode));
  const navigate = useNavigate();
  if (status === 'pending') return <LoadingScreen />;
  if (status === 'open') return <>{children}</>;
  return <SubscriptionRequiredModal reason={status} onSubscribe={() => navigate(ROUTES.pricing)} />;
}
