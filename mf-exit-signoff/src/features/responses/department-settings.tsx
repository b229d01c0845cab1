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
import { useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input, Select } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { ConfirmDeleteButton, FormField, LoadError, Panel, Text } from '@itam/shared/ui';
import {
  MANAGER_DEPARTMENT_KEY,
  type DepartmentNameKey,
  type DepartmentSettings,
  type DepartmentTemplate,
} from '../../api/exits-api';
import { departmentName } from '../../common/department-name';
import { answerOf } from '../../common/exits-server-api';
import { useGetDepartmentSettingsQuery } from './api/get-department-settings';
import { useSaveDepartmentSettingsMutation } from './api/save-department-settings';
import { checklistFromText, checklistText, uniqueKey } from './department-keys';

interface Row {
  /** The row's own id while editing (a new row has no key until it is saved). */
  id: string;
  key: string | null;
  /** The saved name (a default's in English), or what was typed. */
  name: string;
  /** The default whose name the row still carries: shown translated, cleared by typing. */
  nameKey: DepartmentNameKey | null;
  headUserId: string | null;
  checklist: string;
  /** The saved checklist, whose keys a kept line keeps. */
  earlier: DepartmentTemplate['checklist'];
}

type RowField = 'name' | 'headUserId' | 'checklist';

let nextRow = 0;
const rowOf = (d: DepartmentTemplate): Row => ({
  id: `row-${nextRow++}`,
  key: d.key,
  name: d.name,
  nameKey: d.nameKey ?? null,
  headUserId: d.headUserId,
  checklist: checklistText(d.checklist),
  earlier: d.checklist,
});

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

function ReadOnlyList({ settings }: { settings: DepartmentSettings }) {
  const { t } = useTranslation('exit-signoff');
  return (
    <Panel title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('departments.title')}</h2>}>
      <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
        {t('departments.readOnly')}
      </Text>
      <ol aria-label={t('departments.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {settings.departments.map((d) => (
          <li key={d.key} style={{ marginBottom: 8 }}>
            <strong>{departmentName(t, d)}</strong>
            {' · '}
            {d.key === MANAGER_DEPARTMENT_KEY
              ? t('departments.managerSigns')
              : d.head
                ? t('exitEmployee.head', { name: d.head.name })
                : t('exitEmployee.noHead')}
            {d.checklist.length ? (
              <div>
                <Text type="secondary">
                  {d.checklist
                    .map((c) => t(`checklist.${c.key}`, { defaultValue: c.label }))
                    .join(', ')}
                </Text>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function DepartmentEditor({ settings }: { settings: DepartmentSettings }) {
  const { t } = useTranslation('exit-signoff');
  const [saveDepartmentSettings] = useSaveDepartmentSettingsMutation();
  const [rows, setRows] = useState<Row[]>(() => settings.departments.map(rowOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<'saved' | 'restored' | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (row: Row, field: RowField) => errors[`${row.id}.${field}`];
  /** The name as the editor shows it: a default's in the reader's language. */
  const shown = (row: Row) => departmentName(t, row);

  const change = (id: string, patch: Partial<Row>) => {
    setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(patch)) delete next[`${id}.${field}`];
      return next;
    });
    setNotice(null);
  };
  const move = (index: number, by: -1 | 1) => {
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
    setNotice(null);
  };
  const add = (manager = false) => {
    const standard = settings.defaults.find((d) => d.key === MANAGER_DEPARTMENT_KEY);
    const row = rowOf({
      key: manager ? MANAGER_DEPARTMENT_KEY : '',
      name: manager ? (standard?.name ?? t('departments.managerName')) : '',
      nameKey: manager ? (standard?.nameKey ?? null) : null,
      headUserId: null,
      checklist: [],
    });
    setRows((all) => [...all, { ...row, key: manager ? MANAGER_DEPARTMENT_KEY : null }]);
    setNotice(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const found: Record<string, string> = {};
    const seen = new Set<string>();
    for (const row of rows) {
      const name = shown(row).trim().toLocaleLowerCase();
      if (!name) found[`${row.id}.name`] = t('departments.errors.name');
      else if (seen.has(name)) found[`${row.id}.name`] = t('departments.errors.duplicate');
      seen.add(name);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const taken = new Set(rows.flatMap((r) => (r.key ? [r.key] : [])));
    const body: DepartmentTemplate[] = rows.map((r) => ({
      key: r.key ?? uniqueKey(r.name, taken),
      name: r.name.trim(),
      nameKey: r.nameKey,
      headUserId: r.key === MANAGER_DEPARTMENT_KEY ? null : r.headUserId,
      checklist: checklistFromText(r.checklist, r.earlier),
    }));
    setBusy(true);
    try {
      const next = await saveDepartmentSettings(body).unwrap();
      setRows(next.departments.map(rowOf));
      setNotice('saved');
    } catch (problem) {
      const fields: Record<string, string> = {};
      if (isApiError(problem))
        for (const issue of problem.issues) {
          const match = /^departments\.(\d+)\.(\w+)/.exec(issue.field);
          const row = match ? rows[Number(match[1])] : undefined;
          const field = match?.[2] === 'key' ? 'name' : (match?.[2] as RowField | undefined);
          if (row && field) fields[`${row.id}.${field}`] ??= issue.message;
        }
      if (Object.keys(fields).length) setErrors(fields);
      else setFailure(problem instanceof Error ? problem.message : String(problem));
    } finally {
      setBusy(false);
    }
  };

  const signers = [
    { value: '', label: t('departments.adminSigns') },
    ...settings.signers.map((u) => ({ value: u._id, label: `${u.name} (${u.email})` })),
  ];
  return (
    <form noValidate onSubmit={submit} aria-label={t('departments.title')}>
      <Panel
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('departments.title')}</h2>}
        extra={
          <Button
            onClick={() => {
              setRows(settings.defaults.map(rowOf));
              setErrors({});
              setNotice('restored');
            }}
          >
            {t('departments.restore')}
          </Button>
        }
      >
        <Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
          {t('departments.intro')}
        </Text>
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
        <ol
          aria-label={t('departments.title')}
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {rows.map((row, index) => {
            const n = index + 1;
            const manager = row.key === MANAGER_DEPARTMENT_KEY;
            return (
              <li
                key={row.id}
                style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
              >
                <FormField
                  label={t('departments.nameOf', { n })}
                  required
                  error={errorOf(row, 'name')}
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={shown(row)}
                      maxLength={100}
                      style={{ maxWidth: 420 }}
                      onChange={(e) => change(row.id, { name: e.target.value, nameKey: null })}
                    />
                  )}
                </FormField>
                {manager ? (
                  <Text style={{ display: 'block', marginBottom: 16 }}>
                    {t('departments.managerSigns')}
                  </Text>
                ) : (
                  <FormField
                    label={t('departments.signerOf', { n })}
                    error={errorOf(row, 'headUserId')}
                  >
                    {(control) => (
                      <Select<string>
                        {...control}
                        style={{ width: '100%', maxWidth: 420 }}
                        value={row.headUserId ?? ''}
                        options={signers}
                        showSearch={{ optionFilterProp: 'label' }}
                        onChange={(value) => change(row.id, { headUserId: value || null })}
                      />
                    )}
                  </FormField>
                )}
                <FormField
                  label={t('departments.checklistOf', { n })}
                  hint={t('departments.checklistHint')}
                  error={errorOf(row, 'checklist')}
                >
                  {(control) => (
                    <Input.TextArea
                      {...control}
                      rows={2}
                      value={row.checklist}
                      style={{ maxWidth: 560 }}
                      onChange={(e) => change(row.id, { checklist: e.target.value })}
                    />
                  )}
                </FormField>
                <Flex gap={8} wrap>
                  <Button
                    disabled={index === 0}
                    aria-label={t('departments.upOf', { name: shown(row) || n })}
                    onClick={() => move(index, -1)}
                  >
                    {t('departments.up')}
                  </Button>
                  <Button
                    disabled={index === rows.length - 1}
                    aria-label={t('departments.downOf', { name: shown(row) || n })}
                    onClick={() => move(index, 1)}
                  >
                    {t('departments.down')}
                  </Button>
                  <ConfirmDeleteButton
                    itemName={shown(row) || String(n)}
                    description={t('departments.removeHint')}
                    disabled={rows.length === 1}
                    onConfirm={() => {
                      setRows((all) => all.filter((r) => r.id !== row.id));
                      setNotice(null);
                    }}
                  />
                </Flex>
              </li>
            );
          })}
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
