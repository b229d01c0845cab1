/**
 * `/exit-employees/:employeeId`: one employee's exit in full (the latest; an earlier one is
 * chosen with `?exit=<id>`, kept in the URL): its status and dates, every item with its
 * outcome, every department with its head, checklist and signature, the authority, the
 * timeline, the employee's own link to send them while it runs (own-exit-link.tsx), the
 * exit interview (HR records the answers: interview-form.tsx) and the
 * clearance certificate's download once the authority signed. When the id is the signed-in
 * user's own employee record (GET /exits/mine), it shows them their own exit instead
 * (my-exit-view.tsx): the route needs no permission, and the full exit needs exit view.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { ROUTES } from '@itam/shared/contracts';
import { formatDate, formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Link, useParams, useSearchParams } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { EmptyState, LoadError, PageHeader, Panel, ScreenRoot, Text } from '@itam/shared/ui';
import { downloadCertificate, type Exit, type TimelineEntry } from '../../api/exits-api';
import { departmentName } from '../../common/department-name';
import { FactList, type Fact } from '../../common/fact-list';
import { ExitStatusTag, OverdueTag } from '../../common/exit-tags';
import { HoldingsList } from '../../common/holdings-list';
import { OwnExitLink } from '../../common/own-exit-link';
import { EXIT_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/exits-server-api';
import { certificateFileName } from '../confirm/thanks-for-signing-screen';
import { MyExitView } from '../my-exit/my-exit-view';
import { useGetExitQuery } from './api/get-exit';
import { useListExitsQuery } from './api/list-exits';
import { InterviewPanel } from './interview-form';
import { useGetOwnExitQuery } from '../my-exit/api/get-own-exit';

export function ExitEmployeeScreen() {
  const { t } = useTranslation('exit-signoff');
  const canView = useIsAllowed(EXIT_PERMISSIONS.view);
  const { employeeId = '' } = useParams();
  // Anyone may have an exit of their own; a failed read leaves the full view to its readers.
  const own = answerOf(useGetOwnExitQuery(), { current: true });
  const mine = own.data;
  const isMine = !!mine && mine.employee._id === employeeId;
  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader
        title={isMine ? t('screens.myExit.title') : t('screens.exitEmployee.title')}
        description={
          isMine ? t('screens.myExit.description') : t('screens.exitEmployee.description')
        }
      />
      {own.loading && !mine ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : isMine ? (
        <MyExitView exit={mine} />
      ) : canView ? (
        <EmployeeExits employeeId={employeeId} />
      ) : (
        <EmptyState title={t('exitEmployee.notAllowed')} />
      )}
    </ScreenRoot>
  );
}

function EmployeeExits({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useTranslation('exit-signoff');
  const [params, setParams] = useSearchParams();
  const valid = /^[0-9a-f-]{36}$/i.test(employeeId);
  const exits = answerOf(useListExitsQuery({ employeeId, limit: 100 }, { skip: !valid }), {
    current: true,
  });
  if (!valid) return <EmptyState title={t('exitEmployee.none')} />;
  if (exits.error)
    return (
      <LoadError
        title={t('exitEmployee.loadFailed')}
        description={exits.error}
        onRetry={exits.retry}
      />
    );
  if (!exits.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const all = exits.data.exits;
  if (!all.length) return <EmptyState title={t('exitEmployee.none')} />;
  const chosen = all.find((e) => e._id === params.get('exit')) ?? all[0]!;
  return (
    <Flex vertical gap={16}>
      {all.length > 1 ? (
        <Flex gap={8} align="center" wrap>
          <label htmlFor="exit-choice">{t('exitEmployee.choose')}</label>
          <Select
            id="exit-choice"
            style={{ minWidth: 260 }}
            value={chosen._id}
            options={all.map((e) => ({
              value: e._id,
              label: t('exitEmployee.option', {
                date: formatDate(e.lastWorkingDay, i18n.language),
                status: t(`status.${e.status}`),
              }),
            }))}
            onChange={(value: string) => setParams({ exit: value }, { replace: true })}
          />
        </Flex>
      ) : null}
      <ExitDetail key={chosen._id} exitId={chosen._id} />
    </Flex>
  );
}

function ExitDetail({ exitId }: { exitId: string }) {
  const { t } = useTranslation('exit-signoff');
  const detail = answerOf(useGetExitQuery(exitId), { current: true });
  const exit = detail.data;
  if (detail.error)
    return (
      <LoadError
        title={t('exitEmployee.loadFailed')}
        description={detail.error}
        onRetry={detail.retry}
      />
    );
  if (!exit) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <Flex vertical gap={16}>
      <Summary exit={exit} />
      {exit.status === 'completed' ? null : <OwnExitLink name={exit.employee.name} />}
      <HoldingsList exit={exit} />
      <Departments exit={exit} />
      <InterviewPanel exit={exit} />
      <Timeline entries={exit.timeline} />
    </Flex>
  );
}

const h2 = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

function Summary({ exit }: { exit: Exit }) {
  const { t, i18n } = useTranslation('exit-signoff');
  const canAuthority = useIsAllowed(EXIT_PERMISSIONS.signAuthority);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await downloadCertificate(exit._id, certificateFileName(exit.employee.name));
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };
  const language = i18n.language;
  const rows: Fact[] = [
    [t('exitEmployee.employee'), `${exit.employee.name} (${exit.employee.id})`],
    [t('exitEmployee.department'), exit.employee.department?.name ?? '—'],
    [t('exitEmployee.lastWorkingDay'), formatDate(exit.lastWorkingDay, language)],
    [t('exitEmployee.reason'), exit.reason],
    [t('exitEmployee.startedAt'), formatDateTime(exit.startedAt, language)],
    [
      t('exitEmployee.status'),
      <Flex key="status" gap={4} wrap>
        <ExitStatusTag status={exit.status} />
        {exit.overdue ? <OverdueTag /> : null}
      </Flex>,
    ],
  ];
  if (exit.completedAt)
    rows.push([t('exitEmployee.completedAt'), formatDateTime(exit.completedAt, language)]);
  if (exit.authority)
    rows.push([
      t('exitEmployee.authority'),
      t('exitEmployee.authoritySigned', {
        name: exit.authority.name ?? '',
        date: formatDateTime(exit.authority.signedAt, language),
      }),
    ]);
  return (
    <Panel
      title={h2(t('exitEmployee.summary'))}
      extra={
        exit.status === 'cleared' && canAuthority ? (
          <Link to={ROUTES.authoritySign}>{t('exitEmployee.toAuthority')}</Link>
        ) : null
      }
    >
      <FactList facts={rows} />
      <div style={{ marginTop: 16 }}>
        {exit.hasCertificate ? (
          <Button type="primary" loading={busy} onClick={download}>
            {t('certificate.download')}
          </Button>
        ) : (
          <Text type="secondary">{t('exitEmployee.noCertificate')}</Text>
        )}
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginTop: 12 }}
            title={t('certificate.failed')}
            description={failure}
          />
        ) : null}
      </div>
    </Panel>
  );
}

function Departments({ exit }: { exit: Exit }) {
  const { t, i18n } = useTranslation('exit-signoff');
  return (
    <Panel title={h2(t('exitEmployee.departments'))}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {exit.departments.map((d) => (
          <li
            key={d.key}
            style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
          >
            <Flex gap={8} wrap align="center">
              <h3 style={{ margin: 0, fontSize: 15 }}>{departmentName(t, d)}</h3>
              {d.overdue ? <OverdueTag /> : null}
              <Text type="secondary">
                {d.head ? t('exitEmployee.head', { name: d.head.name }) : t('exitEmployee.noHead')}
              </Text>
            </Flex>
            <div>
              {d.signedAt
                ? t('exitEmployee.signedBy', {
                    name: d.signedBy?.name ?? '—',
                    date: formatDateTime(d.signedAt, i18n.language),
                  })
                : t('exitEmployee.notSigned')}
            </div>
            {d.comment ? <div>{t('exitEmployee.comment', { comment: d.comment })}</div> : null}
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {d.checklist.map((c) => (
                <li key={c.key}>
                  {t(`checklist.${c.key}`, { defaultValue: c.label })}
                  {': '}
                  {c.done ? t('exitEmployee.done') : t('exitEmployee.open')}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { t, i18n } = useTranslation('exit-signoff');
  const what = (e: TimelineEntry) => {
    const detail = e.detail as {
      asset?: string;
      name?: string;
      nameKey?: string | null;
      tag?: string | null;
    };
    if (e.event.startsWith('item.'))
      return t(`timeline.${e.event}`, {
        asset: detail.tag ? `${detail.asset ?? ''} (${detail.tag})` : (detail.asset ?? ''),
      });
    if (e.event === 'department.signed')
      return t('timeline.department.signed', {
        name: departmentName(t, { name: detail.name ?? '', nameKey: detail.nameKey }),
      });
    return t(`timeline.${e.event}`, { defaultValue: e.event, name: detail.name ?? '' });
  };
  return (
    <Panel title={h2(t('exitEmployee.timeline'))}>
      <ol aria-label={t('exitEmployee.timeline')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {entries.map((e, i) => (
          <li key={`${e.at}-${i}`} style={{ marginBottom: 4 }}>
            <Text type="secondary">{formatDateTime(e.at, i18n.language)}</Text> {what(e)}
            {e.by ? ` · ${t('timeline.by', { name: e.by.name })}` : ''}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export default ExitEmployeeScreen;
