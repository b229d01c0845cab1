/**
 * `/pre-employee-onboarding`: the reverse of an exit. A joiner's onboarding reserves
 * in-stock assets for the joining date (they stay in stock until then); on day one whoever
 * welcomes the joiner hands them over, which assigns every reserved asset (an explicit
 * call, per the API). The company's onboardings are listed with their checklist, assets and
 * whether day one has come.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { formatDate, todayIso, useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import {
  DateInput,
  EmployeeSelect,
  EmptyState,
  focusFirstError,
  FormField,
  LoadError,
  PageHeader,
  Panel,
  ReadableTag,
  ScreenRoot,
  Text,
} from '@itam/shared/ui';
import { searchStock, type Onboarding, type StockAsset } from '../../api/exits-api';
import { EXIT_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/exits-server-api';
import { useListOnboardingsQuery } from './api/list-onboardings';
import { useStartDayOneMutation } from './api/start-day-one';
import { useStartOnboardingMutation } from './api/start-onboarding';

export const RESERVE_MAX = 20;
const SEARCH_DELAY_MS = 250;

type Field = 'employeeId' | 'joiningDate' | 'assetIds';

export function OnboardingScreen() {
  const { t } = useTranslation('exit-signoff');
  const canStart = useIsAllowed(EXIT_PERMISSIONS.start);
  const list = answerOf(useListOnboardingsQuery({ limit: 50 }, { skip: !canStart }), {
    current: true,
  });
  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader
        title={t('screens.preEmployeeOnboarding.title')}
        description={t('screens.preEmployeeOnboarding.description')}
      />
      {canStart ? (
        <Flex vertical gap={16}>
          <ReserveForm />
          {list.error ? (
            <LoadError
              title={t('onboarding.loadFailed')}
              description={list.error}
              onRetry={list.retry}
            />
          ) : list.loading && !list.data ? (
            <Skeleton active paragraph={{ rows: 4 }} />
          ) : (
            <Onboardings items={list.data?.onboardings ?? []} />
          )}
        </Flex>
      ) : (
        <EmptyState title={t('onboarding.notAllowed')} />
      )}
    </ScreenRoot>
  );
}

/** A multiple picker of assets in stock, searched by name or tag. */
function StockSelect({
  value,
  onChange,
  ...control
}: {
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
  status?: 'error';
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}) {
  const { t } = useTranslation('exit-signoff');
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<StockAsset[]>([]);
  /** Every asset seen, so a chosen one keeps its name under another search. */
  const [known, setKnown] = useState<Record<string, StockAsset>>({});
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        searchStock(search).then(
          (assets) => {
            if (!live) return;
            setKnown((k) => ({ ...k, ...Object.fromEntries(assets.map((a) => [a._id, a])) }));
            setOptions(assets);
            setFailed(false);
            setLoading(false);
          },
          () => {
            if (!live) return;
            setFailed(true);
            setLoading(false);
          },
        );
      },
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  const shown = [
    ...value.filter((id) => !options.some((o) => o._id === id)).map((id) => known[id]!),
    ...options,
  ].filter(Boolean);
  return (
    <Select<string[]>
      {...control}
      mode="multiple"
      style={{ width: '100%', maxWidth: 560 }}
      value={value}
      onChange={(next) => onChange(next.slice(0, RESERVE_MAX))}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={loading}
      placeholder={t('onboarding.assetsPlaceholder')}
      notFoundContent={
        failed
          ? t('onboarding.stockFailed')
          : loading
            ? t('common.loading')
            : t('onboarding.noStock')
      }
      options={shown.map((a) => ({
        value: a._id,
        label: a.tag ? `${a.name} (${a.tag})` : a.name,
      }))}
    />
  );
}

function ReserveForm() {
  const { t } = useTranslation('exit-signoff');
  const [startOnboarding] = useStartOnboardingMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [round, setRound] = useState(0);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [joiningDate, setJoiningDate] = useState('');
  const [assetIds, setAssetIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Onboarding | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const found: Partial<Record<Field, string>> = {};
    if (!employeeId) found.employeeId = t('onboarding.errors.employee');
    if (!joiningDate) found.joiningDate = t('onboarding.errors.joiningDate');
    if (!assetIds.length) found.assetIds = t('onboarding.errors.assets');
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    try {
      const onboarding = await startOnboarding({
        employeeId: employeeId!,
        joiningDate,
        assetIds,
      }).unwrap();
      setDone(onboarding);
      setEmployeeId(null);
      setJoiningDate('');
      setAssetIds([]);
      setRound((n) => n + 1);
    } catch (problem) {
      const fields: Partial<Record<Field, string>> = {};
      if (isApiError(problem))
        for (const issue of problem.issues) {
          const field = issue.field.split('.')[0] as Field;
          if (field === 'employeeId' || field === 'joiningDate' || field === 'assetIds')
            fields[field] ??= issue.message;
        }
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(problem instanceof Error ? problem.message : String(problem));
      requestAnimationFrame(() => focusFirstError(formRef.current));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('onboarding.reserveTitle')}</h2>}>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={t('onboarding.reserveTitle')}>
        {done ? (
          <Alert
            type="success"
            showIcon
            role="status"
            style={{ marginBottom: 16 }}
            title={t('onboarding.reserved', {
              name: done.employee.name,
              count: done.assets.length,
            })}
          />
        ) : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={t('onboarding.failed')}
            description={failure}
          />
        ) : null}
        <FormField label={t('onboarding.joiner')} required error={errors.employeeId}>
          {(control) => (
            <EmployeeSelect
              key={round}
              {...control}
              value={employeeId}
              onChange={(value) => {
                setEmployeeId(value);
                setErrors((e) => ({ ...e, employeeId: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField label={t('onboarding.joiningDate')} required error={errors.joiningDate}>
          {(control) => (
            <DateInput
              {...control}
              value={joiningDate}
              min={todayIso()}
              onChange={(value) => {
                setJoiningDate(value);
                setErrors((e) => ({ ...e, joiningDate: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField
          label={t('onboarding.assets')}
          required
          hint={t('onboarding.assetsHint', { max: RESERVE_MAX })}
          error={errors.assetIds}
        >
          {(control) => (
            <StockSelect
              key={round}
              {...control}
              value={assetIds}
              onChange={(ids) => {
                setAssetIds(ids);
                setErrors((e) => ({ ...e, assetIds: undefined }));
              }}
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('onboarding.reserve')}
        </Button>
      </form>
    </Panel>
  );
}

function Onboardings({ items }: { items: Onboarding[] }) {
  const { t } = useTranslation('exit-signoff');
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('onboarding.listTitle')}</h2>}>
      {items.length ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((o) => (
            <OnboardingRow key={o._id} onboarding={o} />
          ))}
        </ul>
      ) : (
        <Text type="secondary">{t('onboarding.empty')}</Text>
      )}
    </Panel>
  );
}

function OnboardingRow({ onboarding }: { onboarding: Onboarding }) {
  const { t, i18n } = useTranslation('exit-signoff');
  const [startDayOne] = useStartDayOneMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `onboarding-${onboarding._id}`;
  const handOver = async () => {
    setFailure(null);
    setBusy(true);
    try {
      // The list reads the onboardings again (the write invalidates them).
      await startDayOne(onboarding._id).unwrap();
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
      setBusy(false);
    }
  };
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex gap={8} wrap align="center">
        <h3 id={headingId} style={{ margin: 0, fontSize: 15 }}>
          {onboarding.employee.name} ({onboarding.employee.id})
        </h3>
        <ReadableTag color={onboarding.status === 'started' ? 'green' : 'blue'}>
          {t(`onboarding.status.${onboarding.status}`)}
        </ReadableTag>
        {onboarding.due ? <ReadableTag color="red">{t('onboarding.due')}</ReadableTag> : null}
      </Flex>
      <div>
        {t('onboarding.joiningOn', { date: formatDate(onboarding.joiningDate, i18n.language) })}
      </div>
      <div>
        {t('onboarding.assetList', {
          assets: onboarding.assets
            .map((a) => (a.tag ? `${a.name} (${a.tag})` : a.name))
            .join(', '),
        })}
      </div>
      <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
        {onboarding.checklist.map((c) => (
          <li key={c.key}>{t(`onboardingChecklist.${c.key}`, { defaultValue: c.label })}</li>
        ))}
      </ul>
      {onboarding.due ? (
        <Button type="primary" loading={busy} onClick={handOver}>
          {t('onboarding.handOver')}
        </Button>
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 8 }}
          title={t('onboarding.handOverFailed')}
          description={failure}
        />
      ) : null}
    </li>
  );
}

export default OnboardingScreen;
