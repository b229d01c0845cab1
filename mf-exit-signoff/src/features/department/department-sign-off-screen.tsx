/**
 * `/department-sign-off`: the signed-in department head's (or an administrator's: every
 * department's) open parts across exits (GET /exits?toSign=true), each with its checklist;
 * IT's part recovers the exit's items one by one (item-recovery.tsx) and is signed once
 * every item is accounted for. Signing takes a comment and goes to `/sign-off-suceess`.
 * The page (from 1) lives in the URL.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input, Pagination } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { ROUTES } from '@itam/shared/contracts';
import { formatDate, useTranslation } from '@itam/shared/i18n';
import { urlField as f, urlListSchema, useUrlListState } from '@itam/shared/list-state';
import { Link, useNavigate } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import {
  EmptyState,
  FormField,
  LoadError,
  PageHeader,
  Panel,
  ScreenRoot,
  Text,
} from '@itam/shared/ui';
import { type Exit, type ExitDepartment, type ExitSummary } from '../../api/exits-api';
import { departmentName } from '../../common/department-name';
import { OverdueTag, OutcomeTag } from '../../common/exit-tags';
import { OutcomeDetail } from '../../common/holdings-list';
import { exitEmployeeHref } from '../../common/links';
import { EXIT_PERMISSIONS } from '../../common/permissions';
import { WRAPPING_BUTTON } from '../../common/wrapping';
import { answerOf } from '../../common/exits-server-api';
import { useGetExitQuery } from '../exit-employee/api/get-exit';
import { useListExitsQuery } from '../exit-employee/api/list-exits';
import { useSignDepartmentMutation } from './api/sign-department';
import { ItemRecovery } from './item-recovery';

export const TASKS_PAGE_SIZE = 10;
export const COMMENT_MAX = 2000;

const TASKS_URL = urlListSchema({ page: f.int(1, 100_000) });
const TASKS_DEFAULTS = { page: 1 };

/** What /department-sign-off passes to /sign-off-suceess in the location's state. */
export interface SignedState {
  employeeName?: string;
  department?: string;
  /** The default whose name the department carries, shown in the reader's language. */
  departmentNameKey?: string | null;
}

export function DepartmentSignOffScreen() {
  const { t } = useTranslation('exit-signoff');
  const canSign = useIsAllowed(EXIT_PERMISSIONS.signDepartment);
  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader
        title={t('screens.departmentSignOff.title')}
        description={t('screens.departmentSignOff.description')}
      />
      {canSign ? <TaskList /> : <EmptyState title={t('department.notAllowed')} />}
    </ScreenRoot>
  );
}

function TaskList() {
  const { t } = useTranslation('exit-signoff');
  const [url, setUrl] = useUrlListState(TASKS_URL, TASKS_DEFAULTS);
  // A work queue: read on every visit (a signature elsewhere changes it), as before.
  const read = useListExitsQuery(
    { toSign: true, limit: TASKS_PAGE_SIZE, pageNumber: url.page - 1 },
    { refetchOnMountOrArgChange: true },
  );
  // The last page's exits stay while the next page loads.
  const page = answerOf(read);
  if (page.error)
    return (
      <LoadError title={t('department.loadFailed')} description={page.error} onRetry={page.retry} />
    );
  if (page.loading && !page.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const exits = page.data?.exits ?? [];
  if (!exits.length) return <EmptyState title={t('department.empty')} />;
  return (
    <Flex vertical gap={16}>
      <Text type="secondary">{t('department.count', { count: page.data?.total ?? 0 })}</Text>
      {exits.map((summary) => (
        <ExitTasks key={summary._id} summary={summary} />
      ))}
      {(page.data?.total ?? 0) > TASKS_PAGE_SIZE ? (
        <Pagination
          current={url.page}
          pageSize={TASKS_PAGE_SIZE}
          total={page.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(next) => setUrl({ page: next })}
        />
      ) : null}
    </Flex>
  );
}

/** One exit's open parts the reader may sign, loaded in full. */
function ExitTasks({ summary }: { summary: ExitSummary }) {
  const { t, i18n } = useTranslation('exit-signoff');
  const detail = answerOf(useGetExitQuery(summary._id), { current: true });
  const exit = detail.data;
  const headingId = `exit-${summary._id}`;
  return (
    <section aria-labelledby={headingId}>
      <Panel
        title={
          <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
            {t('department.exitOf', { name: summary.employee.name, code: summary.employee.id })}
          </h2>
        }
        extra={<Link to={exitEmployeeHref(summary.employee._id)}>{t('department.openExit')}</Link>}
      >
        <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
          <Text>
            {t('department.lastDay', {
              date: formatDate(summary.lastWorkingDay, i18n.language),
            })}
          </Text>
          {summary.overdue ? <OverdueTag /> : null}
        </Flex>
        {detail.error ? (
          <LoadError
            title={t('department.exitFailed')}
            description={detail.error}
            onRetry={detail.retry}
          />
        ) : !exit ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <Flex vertical gap={16}>
            {exit.departments
              .filter((d) => d.canSign)
              .map((department) => (
                <DepartmentTask key={department.key} exit={exit} department={department} />
              ))}
          </Flex>
        )}
      </Panel>
    </section>
  );
}

function DepartmentTask({ exit, department }: { exit: Exit; department: ExitDepartment }) {
  const { t } = useTranslation('exit-signoff');
  const navigate = useNavigate();
  const [signDepartment] = useSignDepartmentMutation();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isIt = department.key === 'it';
  const pending = isIt ? exit.items.filter((i) => i.outcome === 'pending').length : 0;
  const name = departmentName(t, department);
  const headingId = `task-${exit._id}-${department.key}`;
  const commentId = `comment-${exit._id}-${department.key}`;

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (comment.length > COMMENT_MAX) {
      setFailure(t('department.commentLong', { max: COMMENT_MAX }));
      return;
    }
    setBusy(true);
    try {
      await signDepartment({
        exitId: exit._id,
        key: department.key,
        comment: comment.trim() || null,
      }).unwrap();
      navigate(ROUTES.signOffSuccess, {
        state: {
          employeeName: exit.employee.name,
          department: department.name,
          departmentNameKey: department.nameKey,
        } satisfies SignedState,
      });
    } catch (problem) {
      setBusy(false);
      if (isApiError(problem) && problem.status === 409) {
        setFailure(t('department.conflict', { detail: problem.message }));
        return;
      }
      setFailure(problem instanceof Error ? problem.message : String(problem));
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={headingId}
      style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', paddingTop: 12 }}
    >
      <Flex gap={8} align="center" wrap>
        <h3 id={headingId} style={{ margin: 0, fontSize: 15 }}>
          {t('department.part', { name })}
        </h3>
        {department.overdue ? <OverdueTag /> : null}
      </Flex>
      <h4 style={{ margin: '8px 0 4px', fontSize: 14 }}>{t('department.checklist')}</h4>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {department.checklist.map((entry) => (
          <li key={entry.key}>{t(`checklist.${entry.key}`, { defaultValue: entry.label })}</li>
        ))}
      </ul>
      {isIt ? (
        <>
          <h4 style={{ margin: '12px 0 4px', fontSize: 14 }}>{t('department.recovery')}</h4>
          {exit.items.length ? null : <Text type="secondary">{t('items.none')}</Text>}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {exit.items.map((item) => (
              <li
                key={item._id}
                style={{ padding: '8px 0', borderBottom: '1px dashed rgba(5, 5, 5, 0.1)' }}
              >
                <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
                  <strong>{item.asset.name}</strong>
                  {item.asset.tag ? <Text type="secondary">{item.asset.tag}</Text> : null}
                  <OutcomeTag outcome={item.outcome} />
                </Flex>
                {item.outcome === 'pending' ? (
                  <ItemRecovery exit={exit} item={item} />
                ) : (
                  <OutcomeDetail item={item} />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <form noValidate onSubmit={sign} style={{ marginTop: 12 }}>
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 12 }}
            title={t('department.signFailed')}
            description={failure}
          />
        ) : null}
        <FormField label={t('department.comment')} id={commentId}>
          {(control) => (
            <Input.TextArea
              {...control}
              value={comment}
              maxLength={COMMENT_MAX}
              rows={3}
              style={{ maxWidth: 560 }}
              onChange={(event) => setComment(event.target.value)}
            />
          )}
        </FormField>
        {pending ? (
          <Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('department.itemsPending', { count: pending })}
          </Text>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={pending > 0}
          style={WRAPPING_BUTTON}
        >
          {t('department.sign', { name })}
        </Button>
      </form>
    </div>
  );
}

export default DepartmentSignOffScreen;
