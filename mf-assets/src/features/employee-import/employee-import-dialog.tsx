/**
 * The employee import dialog: choose a CSV or XLSX file, map its columns to the fields
 * (suggested from its header), check it with a dry run that lists every bad row, or every
 * change to an existing employee, and writes nothing, then import. Import is offered only
 * after a clean check of the current file and mapping; a fixed file is chosen again and
 * checked again, as is a file whose import found the employees changed since its check.
 */
import { useEffect, type ChangeEvent } from 'react';
import {
  EMPLOYEE_IMPORT_FIELDS,
  EMPLOYEE_IMPORT_REQUIRED,
  type EmployeeImportField,
  type EmployeeImportIssue,
  type EmployeeImportResult,
} from '@itam/shared/contracts';
import { describeFieldIssue } from '@itam/shared/api';
import { Alert, Button, Flex } from '@itam/shared/antd';
import { Select, Table } from '@itam/shared/antd-data';
import { Modal } from '@itam/shared/antd-overlay';
import { useTranslation } from '@itam/shared/i18n';
import { useAppDispatch, useAppSelector } from '@itam/shared/store';
import { fileContent } from '../org-settings/api/employees-api';
import {
  importCommitRequested,
  importDryRunRequested,
  importFailed,
  importFileChosen,
  importLoginEmailsChosen,
  importMappingChanged,
  importReset,
  selectCanCommit,
  selectEmployeeImport,
  type EmployeeImportState,
} from './employee-import.slice';
import { ImportChanges } from './import-changes';

function MappingFields() {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const { columns, mapping, step } = useAppSelector(selectEmployeeImport);
  if (!columns) return null;
  const options = [
    { value: '', label: t('org.import.notMapped') },
    ...columns.columns.map((c) => ({ value: c, label: c })),
  ];
  return (
    <fieldset
      style={{ border: 0, padding: 0, margin: 0 }}
      disabled={step === 'checking' || step === 'importing'}
    >
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>
        {t('org.import.mapping', { count: columns.rowCount })}
      </legend>
      <Flex wrap gap={12}>
        {EMPLOYEE_IMPORT_FIELDS.map((field) => {
          const id = `import-map-${field}`;
          const required = EMPLOYEE_IMPORT_REQUIRED.includes(field);
          return (
            <div key={field} style={{ width: 220 }}>
              <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
                {t(`org.import.fields.${field}`)}
                {required ? ' *' : ''}
              </label>
              <Select
                id={id}
                style={{ width: '100%' }}
                value={mapping[field] ?? ''}
                options={options}
                onChange={(column: string) =>
                  dispatch(importMappingChanged({ field, column: column || null }))
                }
              />
            </div>
          );
        })}
      </Flex>
    </fieldset>
  );
}

function Issues({ issues }: { issues: EmployeeImportIssue[] }) {
  const { t } = useTranslation('assets');
  return (
    <Table<EmployeeImportIssue>
      rowKey={(issue) => `${issue.row}-${issue.field}`}
      size="small"
      pagination={issues.length > 10 ? { pageSize: 10 } : false}
      dataSource={issues}
      columns={[
        { key: 'row', title: t('org.import.row'), dataIndex: 'row', width: 80 },
        {
          key: 'field',
          title: t('org.import.field'),
          render: (_: unknown, i: EmployeeImportIssue) => t(`org.import.fields.${i.field}`),
        },
        {
          key: 'message',
          title: t('org.import.problem'),
          // A broken rule in the user's language, naming the column's field.
          render: (_: unknown, i: EmployeeImportIssue) =>
            i.code
              ? describeFieldIssue(i, { labels: { [i.field]: t(`org.import.fields.${i.field}`) } })
              : i.message,
        },
      ]}
    />
  );
}

/** A clean check: what the import would create and change, and the login emails' choice. */
function CheckedOk({
  result,
  step,
}: {
  result: EmployeeImportResult;
  step: EmployeeImportState['step'];
}) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const { changeLoginEmails } = useAppSelector(selectEmployeeImport);
  return (
    <Flex vertical gap={8}>
      <Alert
        type="info"
        showIcon
        role="status"
        title={t('org.import.checkedOk', {
          created: result.creates,
          updated: result.updates,
          unchanged: result.unchanged,
        })}
      />
      <ImportChanges
        result={result}
        changeLoginEmails={changeLoginEmails}
        disabled={step !== 'checked'}
        onChangeLoginEmails={(change) => dispatch(importLoginEmailsChosen(change))}
      />
    </Flex>
  );
}

function Outcome() {
  const { t } = useTranslation('assets');
  const { result, step, changeLoginEmails, stale } = useAppSelector(selectEmployeeImport);
  if (stale)
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={t('org.import.errors.EMPLOYEE_IMPORT_STALE')}
      />
    );
  if (!result) return null;
  if (step === 'done')
    return (
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('org.import.done', { created: result.creates, updated: result.updates })}
        description={
          result.loginEmailChanges && !changeLoginEmails
            ? t('org.import.keptEmails', { count: result.loginEmailChanges })
            : undefined
        }
      />
    );
  if (result.valid) return <CheckedOk result={result} step={step} />;
  return (
    <Flex vertical gap={8}>
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('org.import.checkedBad', { count: new Set(result.issues.map((i) => i.row)).size })}
        description={t('org.import.nothingWritten')}
      />
      <Issues issues={result.issues} />
    </Flex>
  );
}

/** Close or Cancel, Check (a dry run) and Import (after a clean check). */
function useFooterButtons(onClose: () => void, busy: boolean) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectEmployeeImport);
  const canCommit = useAppSelector(selectCanCommit);
  const mappedRequired = EMPLOYEE_IMPORT_REQUIRED.every(
    (field: EmployeeImportField) => state.mapping[field],
  );
  return [
    <Button key="close" onClick={onClose} disabled={busy}>
      {state.step === 'done' ? t('common.close') : t('common.cancel')}
    </Button>,
    <Button
      key="check"
      disabled={!state.columns || !mappedRequired || state.step === 'done'}
      loading={state.step === 'checking'}
      onClick={() => dispatch(importDryRunRequested())}
    >
      {t('org.import.check')}
    </Button>,
    <Button
      key="import"
      type="primary"
      disabled={!canCommit}
      loading={state.step === 'importing'}
      onClick={() => dispatch(importCommitRequested())}
    >
      {t('org.import.run')}
    </Button>,
  ];
}

/** Choose a CSV or XLSX file (again, once fixed), and the file chosen. */
function FileChooser({ busy }: { busy: boolean }) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const { fileName } = useAppSelector(selectEmployeeImport);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.(csv|xlsx)$/i.test(file.name)) {
      dispatch(importFailed(t('org.import.fileRule')));
      return;
    }
    dispatch(importFileChosen({ fileName: file.name, content: await fileContent(file) }));
  };
  return (
    <>
      <label>
        <span style={{ marginInlineEnd: 8 }}>
          {fileName ? t('org.import.chooseAgain') : t('org.import.choose')}
        </span>
        <input type="file" accept=".csv,.xlsx" disabled={busy} onChange={(e) => void choose(e)} />
      </label>
      {fileName ? <span role="status">{t('org.import.file', { name: fileName })}</span> : null}
    </>
  );
}

export function EmployeeImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('assets');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectEmployeeImport);
  useEffect(() => {
    dispatch(importReset());
    return () => {
      dispatch(importReset());
    };
  }, [dispatch]);
  const busy = state.step === 'reading' || state.step === 'checking' || state.step === 'importing';
  const footer = useFooterButtons(onClose, busy);
  return (
    <Modal
      open
      width={820}
      title={t('org.import.title')}
      onCancel={busy ? undefined : onClose}
      footer={footer}
    >
      <Flex vertical gap={16}>
        <p style={{ margin: 0 }}>{t('org.import.description')}</p>
        <FileChooser busy={busy} />
        {state.error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('org.import.failed')}
            description={state.error}
          />
        ) : null}
        <MappingFields />
        <Outcome />
      </Flex>
    </Modal>
  );
}
