/**
 * The audits an auditor may go into (audit view): the open ones to join (several auditors
 * count one branch), and the last closed ones to read again (their lists, report and
 * follow-ups).
 */
import { Button, Flex } from '@itam/shared/antd';
import type { AuditSessionSummary } from '@itam/shared/contracts';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { EmptyState, LoadError } from '@itam/shared/ui';
import { answerOf } from '../../common/scanner-api';
import { useScannerSessionsQuery } from './api/list-sessions';

export function SessionList({
  status,
  onChoose,
}: {
  status: 'open' | 'closed';
  onChoose: (sessionId: string) => void;
}) {
  const { t } = useTranslation('scanner');
  const sessions = answerOf(useScannerSessionsQuery(status));
  const title = t(`sessions.${status}`);
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      <h3 style={{ fontSize: 15 }}>{title}</h3>
      {sessions.error ? (
        <LoadError
          title={t(`sessions.${status}Failed`)}
          description={sessions.error}
          onRetry={sessions.retry}
        />
      ) : sessions.data && sessions.data.length === 0 ? (
        <EmptyState compact description={t(`sessions.${status}None`)} />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(sessions.data ?? []).map((s) => (
            <SessionItem key={s._id} session={s} onChoose={() => onChoose(s._id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionItem({
  session: s,
  onChoose,
}: {
  session: AuditSessionSummary;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation('scanner');
  const open = s.status === 'open';
  const who = open ? s.openedBy : s.closedBy;
  return (
    <li style={{ padding: '8px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }}>
      <Flex justify="space-between" align="center" gap={8}>
        <div>
          <strong>{s.branch.name}</strong>
          {s.area ? ` · ${s.area}` : ''}
          <div style={{ fontSize: 12 }}>
            {t('sessions.progress', { found: s.counts.found, expected: s.counts.expected })}
            {open
              ? who
                ? ` · ${t('sessions.openedBy', { name: who.name })}`
                : ''
              : ` · ${t('sessions.closedOn', { when: formatDateTime(s.closedAt, i18n.language) })}`}
          </div>
        </div>
        <Button
          onClick={onChoose}
          aria-label={t(open ? 'sessions.joinNamed' : 'sessions.viewNamed', {
            branch: s.branch.name,
          })}
        >
          {t(open ? 'sessions.join' : 'sessions.view')}
        </Button>
      </Flex>
    </li>
  );
}
