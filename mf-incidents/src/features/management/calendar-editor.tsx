/**
 * An administrator's working calendar: the working days and hours the SLA clock counts
 * (in the company's time zone) and the holidays it skips. Saved as a whole; the server
 * checks it (a new holiday in the past, a day given twice, an end before the start) and
 * its refusal shows on the field it names, a holiday's on its own row.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Checkbox, Input } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { DateInput, FormField, Panel, Text } from '@itam/shared/ui';
import type { WorkCalendar } from '@itam/shared/contracts/incidents';
import { answerOf } from '../../common/incidents-server-api';
import { useGetCalendarQuery } from './api/get-calendar';
import { useSaveCalendarMutation } from './api/save-calendar';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function CalendarEditor() {
  const { t } = useTranslation('incidents');
  const loaded = answerOf(useGetCalendarQuery());
  const title = <h2 style={{ fontSize: 16, margin: 0 }}>{t('settings.calendar')}</h2>;
  if (loaded.error)
    return (
      <Panel title={title}>
        <Alert type="error" showIcon role="alert" title={loaded.error} />
      </Panel>
    );
  if (!loaded.data)
    return (
      <Panel title={title}>
        <Skeleton active />
      </Panel>
    );
  return (
    <Panel title={title}>
      <CalendarForm initial={loaded.data} />
    </Panel>
  );
}

interface SaveState {
  busy: boolean;
  error: string | null;
  /** The server's issues by field (`workEnd`, `holidays.1.date`...). */
  fields: Record<string, string>;
  saved: boolean;
}

function CalendarForm({ initial }: { initial: WorkCalendar & { timeZone: string } }) {
  const { t } = useTranslation('incidents');
  const [saveCalendar] = useSaveCalendarMutation();
  const [draft, setDraft] = useState<WorkCalendar>(initial);
  const [state, setState] = useState<SaveState>({
    busy: false,
    error: null,
    fields: {},
    saved: false,
  });
  const change = (next: Partial<WorkCalendar>) => {
    setDraft((d) => ({ ...d, ...next }));
    setState((s) => ({ ...s, saved: false }));
  };
  const setHoliday = (index: number, next: Partial<{ date: string; name: string }>) =>
    change({ holidays: draft.holidays.map((h, i) => (i === index ? { ...h, ...next } : h)) });

  async function save() {
    setState({ busy: true, error: null, fields: {}, saved: false });
    try {
      const saved = await saveCalendar({
        workDays: draft.workDays,
        workStart: draft.workStart,
        workEnd: draft.workEnd,
        holidays: draft.holidays.map((h) => ({ date: h.date, name: h.name.trim() })),
      }).unwrap();
      setDraft(saved);
      setState({ busy: false, error: null, fields: {}, saved: true });
    } catch (failure) {
      const fields: Record<string, string> = {};
      if (isApiError(failure)) for (const i of failure.issues) fields[i.field] ??= i.message;
      setState({
        busy: false,
        error: failure instanceof Error ? failure.message : String(failure),
        fields,
        saved: false,
      });
    }
  }

  const err = (field: string) => state.fields[field] ?? null;
  return (
    <Flex vertical gap={12}>
      <Text type="secondary">{t('settings.calendarHint', { timeZone: initial.timeZone })}</Text>
      <FormField id="calendar-days" label={t('settings.workDays')} error={err('workDays')}>
        {(control) => (
          <div
            id={control.id}
            role="group"
            aria-label={t('settings.workDays')}
            aria-describedby={control['aria-describedby']}
          >
            <Checkbox.Group
              value={draft.workDays}
              options={DAYS.map((d) => ({ value: d, label: t(`settings.days.${d}`) }))}
              onChange={(days) => change({ workDays: [...days].sort() })}
            />
          </div>
        )}
      </FormField>
      <Flex gap={16} wrap>
        <FormField id="calendar-start" label={t('settings.workStart')} error={err('workStart')}>
          <Input
            type="time"
            style={{ width: 140 }}
            value={draft.workStart}
            onChange={(e) => change({ workStart: e.target.value })}
          />
        </FormField>
        <FormField id="calendar-end" label={t('settings.workEnd')} error={err('workEnd')}>
          <Input
            type="time"
            style={{ width: 140 }}
            value={draft.workEnd}
            onChange={(e) => change({ workEnd: e.target.value })}
          />
        </FormField>
      </Flex>
      <h3 style={{ fontSize: 14, margin: 0 }}>{t('settings.holidays')}</h3>
      {draft.holidays.length ? (
        <ul
          aria-label={t('settings.holidays')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {draft.holidays.map((h, i) => (
            <li key={i}>
              <Flex gap={8} wrap align="start">
                <FormField
                  id={`holiday-${i}-date`}
                  label={t('settings.holidayDate', { n: i + 1 })}
                  error={err(`holidays.${i}.date`)}
                >
                  {(control) => (
                    <DateInput
                      {...control}
                      value={h.date}
                      style={{ width: 180 }}
                      onChange={(date) => setHoliday(i, { date })}
                    />
                  )}
                </FormField>
                <FormField
                  id={`holiday-${i}-name`}
                  label={t('settings.holidayName', { n: i + 1 })}
                  error={err(`holidays.${i}.name`)}
                >
                  <Input
                    maxLength={100}
                    style={{ width: 220 }}
                    value={h.name}
                    onChange={(e) => setHoliday(i, { name: e.target.value })}
                  />
                </FormField>
                <Button
                  style={{ marginTop: 30 }}
                  aria-label={t('settings.removeHoliday', { n: i + 1 })}
                  onClick={() => change({ holidays: draft.holidays.filter((_, j) => j !== i) })}
                >
                  {t('settings.remove')}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <Text type="secondary">{t('settings.noHolidays')}</Text>
      )}
      <div>
        <Button onClick={() => change({ holidays: [...draft.holidays, { date: '', name: '' }] })}>
          {t('settings.addHoliday')}
        </Button>
      </div>
      {state.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={Object.keys(state.fields).length ? t('settings.fixFields') : state.error}
        />
      ) : null}
      {state.saved ? <Alert type="success" showIcon title={t('settings.saved')} /> : null}
      <div>
        <Button type="primary" loading={state.busy} onClick={() => void save()}>
          {t('settings.saveCalendar')}
        </Button>
      </div>
    </Flex>
  );
}
