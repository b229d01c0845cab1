/**
 * `/vendor-form/:token`: a signed-in staff member fills a vendor's questionnaire on its
 * behalf (on the phone with it, say) through the link's token, with the vendor's own form;
 * sending goes to `/responseSubmitted`. Needs vendor create or edit, as sending the link does.
 */
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { useNavigate, useParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, ScreenRoot } from '@itam/shared/ui';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import type { SubmittedState } from '../submitted/response-submitted-screen';
import { LinkResponse } from './link-response';

export function VendorFormScreen() {
  const { t } = useTranslation('vendors');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const canCreate = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const canEdit = useIsAllowed(VENDOR_PERMISSIONS.vendorEdit);
  return (
    <ScreenRoot remoteId="vendors">
      {canCreate || canEdit ? (
        <LinkResponse
          token={token}
          onBehalf
          onSubmitted={(form) =>
            void navigate(ROUTES.responseSubmitted, {
              state: { vendorName: form.vendorName } satisfies SubmittedState,
            })
          }
        />
      ) : (
        <EmptyState title={t('response.notAllowed')} />
      )}
    </ScreenRoot>
  );
}

export default VendorFormScreen;
