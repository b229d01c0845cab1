/**
 * `/thanks-for-signing`: the authority signed an exit's clearance and its certificate was
 * produced; it can be downloaded here, and the exit opened in full.
 */
import { useState } from 'react';
import { Alert, Button } from '@itam/shared/antd';
import { ROUTES } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { Link, useLocation } from '@itam/shared/router';
import { downloadCertificate } from '../../api/exits-api';
import { exitEmployeeHref } from '../../common/links';
import { Confirmation } from './confirmation';

/** What /authority-sign passes along in the location's state. */
export interface ClearedState {
  exitId?: string;
  employeeId?: string;
  employeeName?: string;
}

export function certificateFileName(employeeName: string) {
  const slug = employeeName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `clearance-certificate${slug ? `-${slug}` : ''}.pdf`;
}

export function ThanksForSigningScreen() {
  const { t } = useTranslation('exit-signoff');
  const state = (useLocation().state ?? {}) as ClearedState;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!state.exitId) return;
    setFailure(null);
    setBusy(true);
    try {
      await downloadCertificate(state.exitId, certificateFileName(state.employeeName ?? ''));
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Confirmation
      screenKey="thanksForSigning"
      detail={
        <>
          {state.employeeName ? t('confirm.cleared', { name: state.employeeName }) : null}
          {failure ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginTop: 12, textAlign: 'start' }}
              title={t('certificate.failed')}
              description={failure}
            />
          ) : null}
        </>
      }
      actions={
        <>
          {state.exitId ? (
            <Button type="primary" loading={busy} onClick={download}>
              {t('certificate.download')}
            </Button>
          ) : null}
          {state.employeeId ? (
            <Link to={exitEmployeeHref(state.employeeId)}>{t('confirm.openExit')}</Link>
          ) : null}
          <Link to={ROUTES.authoritySign}>{t('confirm.backToClearances')}</Link>
        </>
      }
    />
  );
}

export default ThanksForSigningScreen;
