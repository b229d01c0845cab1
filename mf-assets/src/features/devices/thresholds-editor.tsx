/**
 * The health thresholds of /diagnostics: the levels at which a computer's measures make it
 * warning or critical. Everyone who sees diagnostics reads them; `agent_computer_report`
 * changes them (checked here with the API's own schema, then by the server, whose 400 names
 * the field), and every computer is graded again.
 */
import { isApiError } from '@itam/shared/api';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Card } from '@itam/shared/antd-display';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { healthThresholdsSchema, type HealthThresholds } from '@itam/shared/schemas';
import { useIsAllowed } from '@itam/shared/store';
import { LoadError, Text } from '@itam/shared/ui';
import { useState } from 'react';
import { ASSET_PERMISSIONS } from '../../common/permissions';
import { answerOf, useInvalidate } from '../../common/assets-api';
import { saveThresholds } from './api/devices-api';
import { useGetThresholdsQuery } from './api/get-thresholds';

type Field = keyof HealthThresholds;

/** Each measure's warning and critical fields, and their range. */
export const THRESHOLD_ROWS: {
  measure: string;
  warning: Field;
  critical: Field;
  max: number;
  min: number;
}[] = [
  {
    measure: 'diskFree',
    warning: 'diskFreeWarningPercent',
    critical: 'diskFreeCriticalPercent',
    min: 0,
    max: 100,
  },
  {
    measure: 'memoryUsed',
    warning: 'memoryUsedWarningPercent',
    critical: 'memoryUsedCriticalPercent',
    min: 0,
    max: 100,
  },
  {
    measure: 'batteryCapacity',
    warning: 'batteryCapacityWarningPercent',
    critical: 'batteryCapacityCriticalPercent',
    min: 0,
    max: 100,
  },
  {
    measure: 'uptime',
    warning: 'uptimeWarningDays',
    critical: 'uptimeCriticalDays',
    min: 1,
    max: 3650,
  },
];

type Draft = Record<Field, number | null>;

export function ThresholdsEditor() {
  const { t } = useTranslation('assets');
  const current = answerOf(useGetThresholdsQuery());
  if (current.error)
    return (
      <Card size="small" title={t('thresholds.title')}>
        <LoadError
          title={t('thresholds.loadFailed')}
          description={current.error}
          onRetry={current.retry}
        />
      </Card>
    );
  if (!current.data)
    return (
      <Card size="small" title={t('thresholds.title')}>
        <Text type="secondary">{t('common.loading')}</Text>
      </Card>
    );
  const { isDefault, ...values } = current.data.thresholds;
  return <ThresholdsForm initial={values} isDefault={isDefault} />;
}

/**
 * Checks the levels with the server's schema (each field's problem shown by it), then saves
 * them: every computer is graded again.
 */
function useSave(draft: Draft, setErrors: (errors: Partial<Record<Field, string>>) => void) {
  const { t } = useTranslation('assets');
  const [saving, setSaving] = useState(false);
  const invalidate = useInvalidate();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const fieldError = (row: (typeof THRESHOLD_ROWS)[number], field: Field, value: unknown) =>
    typeof value === 'number' && value >= row.min && value <= row.max
      ? t('thresholds.stricter')
      : t('thresholds.range', { min: row.min, max: row.max });

  const save = async () => {
    setOutcome(null);
    const parsed = healthThresholdsSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const row = THRESHOLD_ROWS.find((r) => r.warning === field || r.critical === field)!;
        next[field] ??= fieldError(row, field, draft[field]);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await saveThresholds(parsed.data);
      setOutcome({ ok: true, text: t('thresholds.saved', { count: answer.regraded ?? 0 }) });
      // Every computer was graded again with the new levels.
      invalidate(['AgentThresholds', 'AgentComputer']);
    } catch (failure) {
      const issues = isApiError(failure) ? failure.issues : [];
      setErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
      setOutcome({ ok: false, text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, outcome };
}

/** One measure's warning and critical levels, each with its problem. */
function ThresholdRow({
  row,
  draft,
  errors,
  disabled,
  onChange,
}: {
  row: (typeof THRESHOLD_ROWS)[number];
  draft: Draft;
  errors: Partial<Record<Field, string>>;
  disabled: boolean;
  onChange: (field: Field, value: number | null) => void;
}) {
  const { t } = useTranslation('assets');
  return (
    <Flex
      gap={12}
      wrap
      align="start"
      role="group"
      aria-label={t(`thresholds.measures.${row.measure}`)}
    >
      <Text strong style={{ minWidth: 200 }}>
        {t(`thresholds.measures.${row.measure}`)}
      </Text>
      {(['warning', 'critical'] as const).map((level) => {
        const field = row[level];
        const id = `threshold-${field}`;
        return (
          <Flex key={level} vertical gap={2}>
            <label htmlFor={id}>{t(`devices.health.${level}`)}</label>
            <InputNumber
              id={id}
              min={row.min}
              max={row.max}
              precision={0}
              disabled={disabled}
              status={errors[field] ? 'error' : undefined}
              aria-describedby={errors[field] ? `${id}-error` : undefined}
              value={draft[field]}
              onChange={(value) => onChange(field, typeof value === 'number' ? value : null)}
            />
            {errors[field] ? (
              <Text id={`${id}-error`} type="danger">
                {errors[field]}
              </Text>
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}

function ThresholdsForm({ initial, isDefault }: { initial: HealthThresholds; isDefault: boolean }) {
  const { t } = useTranslation('assets');
  const canEdit = useIsAllowed(ASSET_PERMISSIONS.runDiagnostics);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { save, saving, outcome } = useSave(draft, setErrors);

  return (
    <Card size="small" title={t('thresholds.title')}>
      <Flex vertical gap={12}>
        <Text type="secondary">{isDefault ? t('thresholds.defaults') : t('thresholds.intro')}</Text>
        {THRESHOLD_ROWS.map((row) => (
          <ThresholdRow
            key={row.measure}
            row={row}
            draft={draft}
            errors={errors}
            disabled={!canEdit}
            onChange={(field, value) => {
              setDraft({ ...draft, [field]: value });
              setErrors(({ [field]: _gone, ...rest }) => rest);
            }}
          />
        ))}
        {outcome ? (
          <Alert
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            role={outcome.ok ? 'status' : 'alert'}
            title={outcome.text}
          />
        ) : null}
        {canEdit ? (
          <Flex>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('thresholds.save')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
