/**
 * Audit sessions from the reader: start one for a branch (an optional area, a floor or a
 * room) with audit create, or join one still open (several auditors count one branch)
 * with audit view. Choosing one puts the reader in that session (`?session=<id>`).
 */
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { Card } from '@itam/shared/antd-display';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, FormField, LoadError, useApiData } from '@itam/shared/ui';
import { useState } from 'react';
import { getBranches, listOpenSessions, startSession } from '../../api/scanner-api';
import { SCANNER_PERMISSIONS } from '../../common/permissions';
import { openScanQueue } from '../../queue/use-scan-queue';

const AREA_MAX = 200;

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
      {canView ? <OpenSessions onJoin={onChosen} /> : null}
    </Card>
  );
}

function StartSession({ onStarted }: { onStarted: (sessionId: string) => void }) {
  const { t } = useTranslation('scanner');
  const branches = useApiData(getBranches, []);
  const [branchId, setBranchId] = useState<string | undefined>();
  const [area, setArea] = useState('');
  const [branchError, setBranchError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const start = async () => {
    if (!branchId) {
      setBranchError(t('sessions.branchRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const session = await startSession({ branchId, ...(area.trim() && { area: area.trim() }) });
      await (await openScanQueue()).keepSession(session);
      onStarted(session._id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
  };

  if (branches.error)
    return (
      <LoadError
        title={t('sessions.branchesFailed')}
        description={branches.error}
        onRetry={branches.reload}
      />
    );
  return (
    <form
      aria-label={t('sessions.start')}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <FormField label={t('sessions.branch')} required error={branchError}>
        {(control) => (
          <Select
            {...control}
            style={{ width: '100%' }}
            loading={branches.loading}
            value={branchId}
            placeholder={t('sessions.branchPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(branches.data ?? []).map((b) => ({
              value: b._id,
              label: b.city ? `${b.name} (${b.city})` : b.name,
            }))}
            onChange={(value: string) => {
              setBranchId(value);
              setBranchError(null);
            }}
          />
        )}
      </FormField>
      <FormField label={t('sessions.area')} hint={t('sessions.areaHint')}>
        {(control) => (
          <Input
            {...control}
            value={area}
            maxLength={AREA_MAX}
            onChange={(event) => setArea(event.target.value)}
          />
        )}
      </FormField>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('sessions.startButton')}
      </Button>
    </form>
  );
}

function OpenSessions({ onJoin }: { onJoin: (sessionId: string) => void }) {
  const { t } = useTranslation('scanner');
  const sessions = useApiData(listOpenSessions, []);
  return (
    <section aria-label={t('sessions.open')} style={{ marginTop: 16 }}>
      <h3 style={{ fontSize: 15 }}>{t('sessions.open')}</h3>
      {sessions.error ? (
        <LoadError
          title={t('sessions.openFailed')}
          description={sessions.error}
          onRetry={sessions.reload}
        />
      ) : sessions.data && sessions.data.length === 0 ? (
        <EmptyState compact description={t('sessions.noneOpen')} />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(sessions.data ?? []).map((s) => (
            <li key={s._id} style={{ padding: '8px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }}>
              <Flex justify="space-between" align="center" gap={8}>
                <div>
                  <strong>{s.branch.name}</strong>
                  {s.area ? ` · ${s.area}` : ''}
                  <div style={{ fontSize: 12 }}>
                    {t('sessions.progress', { found: s.counts.found, expected: s.counts.expected })}
                    {s.openedBy ? ` · ${t('sessions.openedBy', { name: s.openedBy.name })}` : ''}
                  </div>
                </div>
                <Button
                  onClick={() => onJoin(s._id)}
                  aria-label={t('sessions.joinNamed', { branch: s.branch.name })}
                >
                  {t('sessions.join')}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
