/**
 * `/responseSubmitted`: the confirmation after a staff member sent a vendor's answers on
 * its behalf (`/vendor-form/:token`); the vendor's own public page confirms in place.
 */
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation } from '@itam/shared/router';
import { ScreenRoot } from '@itam/shared/ui';
import { SubmittedNotice } from './submitted-notice';

/** What /vendor-form/:token passes along in the location's state. */
export interface SubmittedState {
  vendorName?: string;
}

export function ResponseSubmittedScreen() {
  const { t } = useTranslation('vendors');
  const state = (useLocation().state ?? {}) as SubmittedState;
  return (
    <ScreenRoot remoteId="vendors">
      <SubmittedNotice
        extra={
          <>
            {state.vendorName ? (
              <p>{t('submitted.forVendor', { vendor: state.vendorName })}</p>
            ) : null}
            <Link to={ROUTES.vendorList}>{t('submitted.toList')}</Link>
          </>
        }
      />
    </ScreenRoot>
  );
}

export default ResponseSubmittedScreen;
