/** `/sign-off-suceess` (SPEC's spelling): a department's part was signed; back to the open parts. */
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation } from '@itam/shared/router';
import { departmentName } from '../../common/department-name';
import type { SignedState } from '../department/department-sign-off-screen';
import { Confirmation } from './confirmation';

export function SignOffSuccessScreen() {
  const { t } = useTranslation('exit-signoff');
  const state = (useLocation().state ?? {}) as SignedState;
  return (
    <Confirmation
      screenKey="signOffSuccess"
      detail={
        state.employeeName && state.department
          ? t('confirm.signedPart', {
              department: departmentName(t, {
                name: state.department,
                nameKey: state.departmentNameKey,
              }),
              name: state.employeeName,
            })
          : null
      }
      actions={<Link to={ROUTES.departmentSignOff}>{t('confirm.backToParts')}</Link>}
    />
  );
}

export default SignOffSuccessScreen;
