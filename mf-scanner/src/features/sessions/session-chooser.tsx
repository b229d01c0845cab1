/**
 * Audit sessions from the reader: start one for a branch, optionally only some asset types
 * and states, with audit create (./start-session.tsx); join one still open (several
 * auditors count one branch) or read one of the last closed again with audit view
 * (./session-list.tsx). Choosing one puts the reader in that session (`?session=<id>`).
 */
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { SessionList } from './session-list';
import { StartSession } from './start-session';

export function SessionChooser({ onChosen }: { onChosen: (sessionId: string) => void }) {
  const { t } = useTranslation('scanner');
  const canStart = useIsAllowed(SCANNER_PERMISSIONS.auditCreate);
  const canView = useIsAllowed(SCANNER_PERMISSIONS.auditView);
  if (!canStart && !canView) return null;
  return (
    <Card
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('sessions.title')}</h2>}
      style={{ marginTop: 16 }}
    >
      {canStart ? <StartSession onStarted={onChosen} /> : null}
      {canView ? <SessionList status="open" onChoose={onChosen} /> : null}
      {canView ? <SessionList status="closed" onChoose={onChosen} /> : null}
    </Card>
  );
}
