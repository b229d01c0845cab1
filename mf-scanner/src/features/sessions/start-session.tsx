/**
 * Starting an audit (audit create): the branch to count (required; the register places an
 * asset at a branch and knows no finer place), optionally only some asset types and
 * states (the server narrows the expected list by them; without a state, disposed and lost
 * assets are not expected), and a note (a floor, a room) that only tells this audit from
 * others. Once a branch is chosen, how many assets the audit would expect shows.
 */
import { Alert, Button } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { ASSET_STATES, type AssetState } from '@itam/shared/contracts';
import { useTranslation } from '@itam/shared/i18n';
import { FormField, LoadError } from '@itam/shared/ui';
import { useMemo, useState } from 'react';
import { startSession } from '../../api/scanner-api';
import { answerOf } from '../../common/scanner-api';
import { openScanQueue } from '../../queue/use-scan-queue';
import { useScannerAssetTypesQuery } from './api/get-asset-types';
import { useScannerBranchesQuery } from './api/get-branches';
import { useScannerExpectedCountQuery, type SessionFilter } from './api/get-expected-count';

const NOTE_MAX = 200;

/** The filter as sent: only the lists that name something. */
export function filterOf(assetTypeIds: string[], states: AssetState[]): SessionFilter {
  return {
    ...(assetTypeIds.length ? { assetTypeIds } : {}),
    ...(states.length ? { states } : {}),
  };
}

export function StartSession({ onStarted }: { onStarted: (sessionId: string) => void }) {
  const { t } = useTranslation('scanner');
  const { t: tc } = useTranslation('common');
  const branches = answerOf(useScannerBranchesQuery());
  const types = answerOf(useScannerAssetTypesQuery());
  const [branchId, setBranchId] = useState<string | undefined>();
  const [assetTypeIds, setAssetTypeIds] = useState<string[]>([]);
  const [states, setStates] = useState<AssetState[]>([]);
  const [note, setNote] = useState('');
  const [branchError, setBranchError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const filter = useMemo(() => filterOf(assetTypeIds, states), [assetTypeIds, states]);

  const start = async () => {
    if (!branchId) {
      setBranchError(t('sessions.branchRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const session = await startSession({
        branchId,
        ...(note.trim() && { area: note.trim() }),
        ...(Object.keys(filter).length && { filter }),
      });
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
        onRetry={branches.retry}
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
      <FormField label={t('sessions.types')} error={types.error ? t('sessions.typesFailed') : null}>
        {(control) => (
          <Select
            {...control}
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            loading={types.loading}
            value={assetTypeIds}
            placeholder={t('sessions.allTypes')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(types.data ?? []).map((type) => ({ value: type._id, label: type.name }))}
            onChange={(value: string[]) => setAssetTypeIds(value)}
          />
        )}
      </FormField>
      <FormField label={t('sessions.states')} hint={t('sessions.statesHint')}>
        {(control) => (
          <Select
            {...control}
            mode="multiple"
            allowClear
            style={{ width: '100%' }}
            value={states}
            placeholder={t('sessions.allStates')}
            showSearch={{ optionFilterProp: 'label' }}
            options={ASSET_STATES.map((state) => ({
              value: state,
              label: tc(`assetStates.${state}`),
            }))}
            onChange={(value: AssetState[]) => setStates(value)}
          />
        )}
      </FormField>
      <FormField label={t('sessions.note')} hint={t('sessions.noteHint')}>
        {(control) => (
          <Input
            {...control}
            value={note}
            maxLength={NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      {branchId ? <ExpectedCount branchId={branchId} filter={filter} /> : null}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('sessions.startButton')}
      </Button>
    </form>
  );
}

/** How many assets the audit would expect (nothing while unknown: offline, or still counting). */
function ExpectedCount({ branchId, filter }: { branchId: string; filter: SessionFilter }) {
  const { t } = useTranslation('scanner');
  const count = answerOf(useScannerExpectedCountQuery({ branchId, filter }));
  return (
    <p role="status" aria-live="polite" data-testid="expected-count" style={{ margin: '0 0 12px' }}>
      {count.data !== null && !count.error ? t('sessions.expected', { count: count.data }) : ''}
    </p>
  );
}
