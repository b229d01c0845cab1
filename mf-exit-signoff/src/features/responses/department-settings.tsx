/**
 * The Departments tab of /exit-responses (`?tab=departments`): the company's list of
 * departments that sign each new exit (GET/PUT /exits/departments). Those who start exits
 * edit it: add, rename, reorder with up/down buttons, remove after a confirmation, choose
 * who signs each part (a user, or an administrator; the manager's part is the leaving
 * employee's manager's), the checklist one item a line, restore the default five; the
 * server's refusals show at their fields. Exits already running keep their departments.
 * Everyone else who reads exits sees it read-only. A default department under its default
 * name shows that name in the reader's language; typing another name makes it the company's.
 */
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { useTranslation } from '@itam/shared/i18n';
import { LoadError, Panel, Text } from '@itam/shared/ui';
import { MANAGER_DEPARTMENT_KEY, type DepartmentSettings } from '../../api/exits-api';
import { answerOf } from '../../common/exits-server-api';
import { useGetDepartmentSettingsQuery } from './api/get-department-settings';
import { ReadOnlyList } from './department-read-only';
import { DepartmentRow } from './department-row';
import { useDepartmentEditor } from './use-department-editor';

export function DepartmentSettingsPanel() {
  const { t } = useTranslation('exit-signoff');
  const loaded = answerOf(useGetDepartmentSettingsQuery(), { current: true });
  if (loaded.error)
    return (
      <LoadError
        title={t('departments.loadFailed')}
        description={loaded.error}
        onRetry={loaded.retry}
      />
    );
  if (!loaded.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return loaded.data.canEdit ? (
    <DepartmentEditor settings={loaded.data} />
  ) : (
    <ReadOnlyList settings={loaded.data} />
  );
}

/** Why saving failed, or that it worked (or that the defaults are back, unsaved). */
function EditorNotices({
  failure,
  notice,
}: {
  failure: string | null;
  notice: 'saved' | 'restored' | null;
}) {
  const { t } = useTranslation('exit-signoff');
  return (
    <>
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={t('departments.failed')}
          description={failure}
        />
      ) : null}
      {notice ? (
        <Alert
          type={notice === 'saved' ? 'success' : 'info'}
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={t(`departments.${notice}`)}
        />
      ) : null}
    </>
  );
}

function DepartmentEditor({ settings }: { settings: DepartmentSettings }) {
  const { t } = useTranslation('exit-signoff');
  const editor = useDepartmentEditor(settings);
  const { rows, setRows, errorOf, failure, notice, setNotice, busy, change, move, add, submit } =
    editor;
  const signers = [
    { value: '', label: t('departments.adminSigns') },
    ...settings.signers.map((u) => ({ value: u._id, label: `${u.name} (${u.email})` })),
  ];
  return (
    <form noValidate onSubmit={submit} aria-label={t('departments.title')}>
      <Panel
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('departments.title')}</h2>}
        extra={<Button onClick={editor.restore}>{t('departments.restore')}</Button>}
      >
        <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
          {t('departments.intro')}
        </Text>
        <EditorNotices failure={failure} notice={notice} />
        <ol
          aria-label={t('departments.title')}
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {rows.map((row, index) => (
            <DepartmentRow
              key={row.id}
              row={row}
              index={index}
              count={rows.length}
              signers={signers}
              errorOf={(field) => errorOf(row, field)}
              change={(patch) => change(row.id, patch)}
              move={(by) => move(index, by)}
              remove={() => {
                setRows((all) => all.filter((r) => r.id !== row.id));
                setNotice(null);
              }}
            />
          ))}
        </ol>
        <Flex gap={12} wrap style={{ marginTop: 16 }}>
          <Button onClick={() => add()}>{t('departments.add')}</Button>
          {rows.some((r) => r.key === MANAGER_DEPARTMENT_KEY) ? null : (
            <Button onClick={() => add(true)}>{t('departments.addManager')}</Button>
          )}
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('departments.save')}
          </Button>
        </Flex>
      </Panel>
    </form>
  );
}
