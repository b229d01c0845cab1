/**
 * `/new-sign-off`: HR or an administrator starts an employee's exit: the employee (searched
 * by name or code), the last working day (the kit's date input, the company's date format)
 * and the reason. On start the product lists at once everything the employee holds, as the
 * API answers it: each asset (now marked pending return in its activity) and the open
 * tickets and requests, the employee's own link to send them (own-exit-link.tsx), and a
 * link to the exit in full. Each field is checked before
 * sending; a server 400 or 409 lands under the field it names.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { todayIso, useTranslation } from '@itam/shared/i18n';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  DateInput,
  EmployeeSelect,
  EmptyState,
  focusFirstError,
  FormField,
  PageHeader,
  Panel,
  ScreenRoot,
} from '@itam/shared/ui';
import { type Exit } from '../../api/exits-api';
import { useStartExitMutation } from './api/start-exit';
import { HoldingsList } from '../../common/holdings-list';
import { exitEmployeeHref } from '../../common/links';
import { OwnExitLink } from '../../common/own-exit-link';
import { EXIT_PERMISSIONS } from '../../common/permissions';

export const REASON_MAX = 500;

type Field = 'employeeId' | 'lastWorkingDay' | 'reason';
type Errors = Partial<Record<Field, string>>;

export function NewSignOffScreen() {
  const { t } = useTranslation('exit-signoff');
  const canStart = useIsAllowed(EXIT_PERMISSIONS.start);
  const [started, setStarted] = useState<Exit | null>(null);
  const [round, setRound] = useState(0);

  let body;
  if (!canStart) body = <EmptyState title={t('newSignOff.notAllowed')} />;
  else if (started)
    body = (
      <Started
        exit={started}
        onAnother={() => {
          setStarted(null);
          setRound((n) => n + 1);
        }}
      />
    );
  else body = <StartForm key={round} onStarted={setStarted} />;

  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader
        title={t('screens.newSignOff.title')}
        description={t('screens.newSignOff.description')}
      />
      {body}
    </ScreenRoot>
  );
}

function StartForm({ onStarted }: { onStarted: (exit: Exit) => void }) {
  const { t } = useTranslation('exit-signoff');
  const [startExit] = useStartExitMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [lastWorkingDay, setLastWorkingDay] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    if (!employeeId) found.employeeId = t('newSignOff.errors.employee');
    if (!lastWorkingDay) found.lastWorkingDay = t('newSignOff.errors.lastWorkingDay');
    if (!reason.trim()) found.reason = t('newSignOff.errors.reason');
    else if (reason.trim().length > REASON_MAX)
      found.reason = t('newSignOff.errors.reasonLong', { max: REASON_MAX });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    try {
      onStarted(
        await startExit({
          employeeId: employeeId!,
          lastWorkingDay,
          reason: reason.trim(),
        }).unwrap(),
      );
    } catch (problem) {
      const fieldErrors: Errors = {};
      if (isApiError(problem))
        for (const issue of problem.issues) {
          const field = issue.field as Field;
          if (field === 'employeeId' && problem.status === 409)
            fieldErrors.employeeId = t('newSignOff.errors.inProgress');
          else if (field === 'employeeId' || field === 'lastWorkingDay' || field === 'reason')
            fieldErrors[field] ??= issue.message;
        }
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
      else setFailure(problem instanceof Error ? problem.message : String(problem));
      setBusy(false);
      requestAnimationFrame(() => focusFirstError(formRef.current));
    }
  };

  return (
    <Panel>
      <form ref={formRef} noValidate onSubmit={submit} aria-label={t('newSignOff.formLabel')}>
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={t('newSignOff.failed')}
            description={failure}
          />
        ) : null}
        <FormField label={t('newSignOff.employee')} required error={errors.employeeId}>
          {(control) => (
            <EmployeeSelect
              {...control}
              value={employeeId}
              onChange={(value) => {
                setEmployeeId(value);
                setErrors((e) => ({ ...e, employeeId: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField
          label={t('newSignOff.lastWorkingDay')}
          required
          hint={t('newSignOff.lastWorkingDayHint')}
          error={errors.lastWorkingDay}
        >
          {(control) => (
            <DateInput
              {...control}
              value={lastWorkingDay}
              min={todayIso()}
              onChange={(value) => {
                setLastWorkingDay(value);
                setErrors((e) => ({ ...e, lastWorkingDay: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField label={t('newSignOff.reason')} required error={errors.reason}>
          {(control) => (
            <Input.TextArea
              {...control}
              value={reason}
              maxLength={REASON_MAX}
              showCount
              rows={3}
              style={{ maxWidth: 560 }}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors((e) => ({ ...e, reason: undefined }));
              }}
            />
          )}
        </FormField>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('newSignOff.start')}
        </Button>
      </form>
    </Panel>
  );
}

function Started({ exit, onAnother }: { exit: Exit; onAnother: () => void }) {
  const { t } = useTranslation('exit-signoff');
  return (
    <Flex vertical gap={16}>
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('newSignOff.started', { name: exit.employee.name })}
        description={t('newSignOff.startedDetail', { count: exit.items.length })}
      />
      <OwnExitLink name={exit.employee.name} />
      <HoldingsList exit={exit} />
      <Flex gap={16} wrap align="center">
        <Link to={exitEmployeeHref(exit.employee._id)}>{t('newSignOff.openExit')}</Link>
        <Button onClick={onAnother}>{t('newSignOff.another')}</Button>
      </Flex>
    </Flex>
  );
}

export default NewSignOffScreen;
