/**
 * `/authority-sign`: the exits every department has signed (status `cleared`), awaiting
 * the authority. Choosing one shows its departments' signatures and items; the authority
 * gives their name and signs on the pad (drawn, or typed by keyboard users), which sends
 * the PNG and produces the clearance certificate; then `/thanks-for-signing`. The page
 * (from 1) lives in the URL.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input, Pagination } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { ROUTES } from '@itam/shared/contracts';
import { formatDate, formatDateTime, useTranslation } from '@itam/shared/i18n';
import { urlField as f, urlListSchema, useUrlListState } from '@itam/shared/list-state';
import { Link, useNavigate } from '@itam/shared/router';
import { selectCurrentUser, useAppSelector, useIsAllowed } from '@itam/shared/store';
import {
  EmptyState,
  FormField,
  LoadError,
  PageHeader,
  Panel,
  ScreenRoot,
  Text,
} from '@itam/shared/ui';
import { type ExitSummary } from '../../api/exits-api';
import { departmentName } from '../../common/department-name';
import { exitEmployeeHref } from '../../common/links';
import { EXIT_PERMISSIONS } from '../../common/permissions';
import { WRAPPING_BUTTON } from '../../common/wrapping';
import { answerOf } from '../../common/exits-server-api';
import { useListExitsQuery } from '../exit-employee/api/list-exits';
import { useAuthoritySignMutation } from './api/authority-sign';
import type { ClearedState } from '../confirm/thanks-for-signing-screen';
import { SignaturePad } from './signature-pad';

export const CLEARANCE_PAGE_SIZE = 10;
export const SIGNER_NAME_MAX = 200;

const URL_SCHEMA = urlListSchema({ page: f.int(1, 100_000) });
const URL_DEFAULTS = { page: 1 };

export function AuthoritySignScreen() {
  const { t } = useTranslation('exit-signoff');
  const canSign = useIsAllowed(EXIT_PERMISSIONS.signAuthority);
  return (
    <ScreenRoot remoteId="exit-signoff">
      <PageHeader
        title={t('screens.authoritySign.title')}
        description={t('screens.authoritySign.description')}
      />
      {canSign ? <Clearances /> : <EmptyState title={t('authority.notAllowed')} />}
    </ScreenRoot>
  );
}

function Clearances() {
  const { t, i18n } = useTranslation('exit-signoff');
  const [url, setUrl] = useUrlListState(URL_SCHEMA, URL_DEFAULTS);
  const [chosen, setChosen] = useState<string | null>(null);
  // A work queue: read on every visit (a department's signature changes it), as before.
  const read = useListExitsQuery(
    { status: 'cleared', limit: CLEARANCE_PAGE_SIZE, pageNumber: url.page - 1 },
    { refetchOnMountOrArgChange: true },
  );
  // The last page's exits stay while the next page loads.
  const page = answerOf(read);
  if (page.error)
    return (
      <LoadError title={t('authority.loadFailed')} description={page.error} onRetry={page.retry} />
    );
  if (page.loading && !page.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const exits = page.data?.exits ?? [];
  if (!exits.length) return <EmptyState title={t('authority.empty')} />;
  return (
    <Flex vertical gap={16}>
      <Text type="secondary">{t('authority.count', { count: page.data?.total ?? 0 })}</Text>
      {exits.map((exit) => {
        const headingId = `clearance-${exit._id}`;
        return (
          <section key={exit._id} aria-labelledby={headingId}>
            <Panel
              title={
                <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
                  {t('department.exitOf', { name: exit.employee.name, code: exit.employee.id })}
                </h2>
              }
              extra={
                <Link to={exitEmployeeHref(exit.employee._id)}>{t('department.openExit')}</Link>
              }
            >
              <Text style={{ display: 'block' }}>
                {t('department.lastDay', { date: formatDate(exit.lastWorkingDay, i18n.language) })}
                {' · '}
                {t('authority.items', { count: exit.itemCount })}
              </Text>
              <ul style={{ margin: '8px 0', paddingInlineStart: 20 }}>
                {exit.departments.map((d) => (
                  <li key={d.key}>
                    {t('authority.signedOn', {
                      name: departmentName(t, d),
                      date: formatDateTime(d.signedAt, i18n.language),
                    })}
                  </li>
                ))}
              </ul>
              {chosen === exit._id ? (
                <SignForm exit={exit} onCancel={() => setChosen(null)} />
              ) : (
                <Button type="primary" style={WRAPPING_BUTTON} onClick={() => setChosen(exit._id)}>
                  {t('authority.signFor', { name: exit.employee.name })}
                </Button>
              )}
            </Panel>
          </section>
        );
      })}
      {(page.data?.total ?? 0) > CLEARANCE_PAGE_SIZE ? (
        <Pagination
          current={url.page}
          pageSize={CLEARANCE_PAGE_SIZE}
          total={page.data?.total ?? 0}
          showSizeChanger={false}
          onChange={(next) => setUrl({ page: next })}
        />
      ) : null}
    </Flex>
  );
}

function SignForm({ exit, onCancel }: { exit: ExitSummary; onCancel: () => void }) {
  const { t } = useTranslation('exit-signoff');
  const navigate = useNavigate();
  const [authoritySign] = useAuthoritySignMutation();
  const user = useAppSelector(selectCurrentUser);
  const [name, setName] = useState(
    user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
  );
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; signature?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (!name.trim()) found.name = t('authority.errors.name');
    if (!signature) found.signature = t('authority.errors.signature');
    setErrors(found);
    if (found.name || found.signature) return;
    setBusy(true);
    try {
      await authoritySign({
        exitId: exit._id,
        body: { name: name.trim(), signature: signature! },
      }).unwrap();
      navigate(ROUTES.thanksForSigning, {
        state: {
          exitId: exit._id,
          employeeId: exit.employee._id,
          employeeName: exit.employee.name,
        } satisfies ClearedState,
      });
    } catch (problem) {
      setBusy(false);
      if (isApiError(problem)) {
        const issue = problem.issues.find((i) => i.field === 'name' || i.field === 'signature');
        if (issue && problem.status === 400) {
          setErrors({ [issue.field]: issue.message });
          return;
        }
        // The leaver holds what the records say was recovered: the certificate would be false.
        if (problem.code === 'EXIT_HOLDINGS_CHANGED') {
          setFailure(t('authority.errors.holdingsChanged'));
          return;
        }
      }
      setFailure(problem instanceof Error ? problem.message : String(problem));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('authority.formLabel', { name: exit.employee.name })}
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('authority.failed')}
          description={failure}
        />
      ) : null}
      <FormField label={t('authority.name')} required error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={SIGNER_NAME_MAX}
            autoComplete="name"
            style={{ maxWidth: 320 }}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((e) => ({ ...e, name: undefined }));
            }}
          />
        )}
      </FormField>
      <div style={{ marginBottom: 16 }}>
        <div style={{ marginBottom: 4 }}>{t('authority.signature')}</div>
        <SignaturePad
          error={errors.signature}
          onChange={(png) => {
            setSignature(png);
            if (png) setErrors((e) => ({ ...e, signature: undefined }));
          }}
        />
      </div>
      <Flex gap={12} wrap>
        <Button type="primary" htmlType="submit" loading={busy} style={WRAPPING_BUTTON}>
          {t('authority.submit')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </Flex>
    </form>
  );
}

export default AuthoritySignScreen;
