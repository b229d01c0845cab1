/**
 * Subscription gate of every protected route (SPEC.md section 4): 'NA' until the server
 * answers; NOT_REQUIRED and LICENSE_EXIST open; LICENSE_REQUIRED and LICENSE_EXPIRED show
 * the non-closable 'Subscription Required' dialog whose 'Subscribe' leads to /pricing. The
 * dialog also says which plan lapsed and when, whom to ask, lets the company's
 * administrator download its data, and lets the user log out.
 */
import type { ReactNode } from 'react';
import {
  LICENSE_OPEN_CODES,
  ORG_API_PATHS,
  ORG_PERMISSIONS,
  ROUTES,
  type ClientLicenseCode,
  type LicenseCode,
} from '@itam/shared/contracts';
import { downloadBlob, http } from '@itam/shared/api';
import {
  selectIsAllowed,
  selectLicenseCode,
  useAppDispatch,
  useAppSelector,
} from '@itam/shared/store';
import { LoadingScreen, SubscriptionRequiredModal, useSubscriptionSummary } from '@itam/shared/ui';
import { useNavigate } from '@itam/shared/router';
import { logoutRequested } from '../session/session.slice';

export type SubscriptionStatus = 'pending' | 'open' | 'required' | 'expired';

export function subscriptionStatus(code: ClientLicenseCode): SubscriptionStatus {
  if (LICENSE_OPEN_CODES.includes(code as LicenseCode)) return 'open';
  if (code === 'LICENSE_REQUIRED') return 'required';
  if (code === 'LICENSE_EXPIRED') return 'expired';
  return 'pending';
}

/** GET /company/data-export: the company's assets and employees, saved as a workbook. */
async function exportCompanyData(): Promise<void> {
  const blob = await http.get<Blob>(ORG_API_PATHS.dataExport, { responseType: 'blob' });
  downloadBlob(blob, `company-data-${new Date().toISOString().slice(0, 10)}.xlsx`);
}

export interface SubscriptionGateProps {
  children: ReactNode;
  /** What shows until the server has answered (a spinner by default). */
  pending?: ReactNode;
}

export function SubscriptionGate({ children, pending }: SubscriptionGateProps) {
  const status = subscriptionStatus(useAppSelector(selectLicenseCode));
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const summary = useSubscriptionSummary(status === 'required' || status === 'expired');
  const mayExport = useAppSelector((state) => selectIsAllowed(state, ORG_PERMISSIONS.adminView));
  if (status === 'pending') return pending ?? <LoadingScreen />;
  if (status === 'open') return <>{children}</>;
  return (
    <SubscriptionRequiredModal
      reason={status}
      summary={summary}
      onSubscribe={() => navigate(ROUTES.pricing)}
      onLogout={() => dispatch(logoutRequested())}
      onExport={mayExport ? exportCompanyData : undefined}
    />
  );
}
