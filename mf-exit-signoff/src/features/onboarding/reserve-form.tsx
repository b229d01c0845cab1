/** Reserves in-stock assets for a joiner's joining date. */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button } from '@itam/shared/antd';
import { isApiError } from '@itam/shared/api';
import { todayIso, useTranslation } from '@itam/shared/i18n';
import { DateInput, EmployeeSelect, focusFirstError, FormField, Panel } from '@itam/shared/ui';
import type { Onboarding } from '../../api/exits-api';
import { useStartOnboardingMutation } from './api/start-onboarding';
import { RESERVE_MAX, StockSelect } from './stock-select';

type Field = 'employeeId' | 'joiningDate' | 'assetIds';

type Errors = Partial<Record<Field, string>>;

/** The required fields left empty, with their messages. */
function missingFields(
  values: { employeeId: string | null; joiningDate: string; assetIds: string[] },
  t: (key: string) => string,
): Errors {
  const found: Errors = {};
  if (!values.employeeId) found.employeeId = t('onboarding.errors.employee');
  if (!values.joiningDate) found.joiningDate = t('onboarding.errors.joiningDate');
  if (!values.assetIds.length) found.assetIds = t('onboarding.errors.assets');
  return found;
}

/** The server's complaints about this form's fields, the first one per field. */
function fieldErrorsOf(problem: unknown): Errors {
  const fields: Errors = {};
  if (isApiError(problem))
    for (const issue of problem.issues) {
      const field = issue.field.split('.')[0] as Field;
      if (field === 'employeeId' || field === 'joiningDate' || field === 'assetIds')
        fields[field] ??= issue.message;
    }
  return fields;
}

/** Sets a field's value and clears its error. */
const clearing =
  <T,>(setErrors: (update: (e: Errors) => Errors) => void, field: Field, set: (value: T) => void) =>
  (value: T) => {
    set(value);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

/** The form's values, errors and outcome; `submit` validates, reserves and resets. */
function useReserveForm() {
  const { t } = useTranslation('exit-signoff');
  const [startOnboarding] = useStartOnboardingMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [round, setRound] = useState(0);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [joiningDate, setJoiningDate] = useState('');
  const [assetIds, setAssetIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Onboarding | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const found = missingFields({ employeeId, joiningDate, assetIds }, t);
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
      const fields = fieldErrorsOf(problem);
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(problem instanceof Error ? problem.message : String(problem));
      requestAnimationFrame(() => focusFirstError(formRef.current));
    } finally {
      setBusy(false);
    }
  };

  const edit = <T,>(field: Field, set: (value: T) => void) => clearing(setErrors, field, set);
  return {
    formRef,
    round,
    values: { employeeId, joiningDate, assetIds },
    setEmployeeId: edit('employeeId', setEmployeeId),
    setJoiningDate: edit('joiningDate', setJoiningDate),
    setAssetIds: edit('assetIds', setAssetIds),
    errors,
    failure,
    done,
    busy,
    submit,
  };
}

function ReserveOutcome({ done, failure }: { done: Onboarding | null; failure: string | null }) {
  const { t } = useTranslation('exit-signoff');
  return (
    <>
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
    </>
  );
}

export function ReserveForm() {
  const { t } = useTranslation('exit-signoff');
  const form = useReserveForm();
  const { formRef, round, values, errors, busy, submit } = form;
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('onboarding.reserveTitle')}</h2>}>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={t('onboarding.reserveTitle')}>
        <ReserveOutcome done={form.done} failure={form.failure} />
        <FormField label={t('onboarding.joiner')} required error={errors.employeeId}>
          {(control) => (
            <EmployeeSelect
              key={round}
              {...control}
              value={values.employeeId}
              onChange={form.setEmployeeId}
            />
          )}
        </FormField>
        <FormField label={t('onboarding.joiningDate')} required error={errors.joiningDate}>
          {(control) => (
            <DateInput
              {...control}
              value={values.joiningDate}
              min={todayIso()}
              onChange={form.setJoiningDate}
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
              value={values.assetIds}
              onChange={form.setAssetIds}
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
