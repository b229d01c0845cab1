/**
 * `/default-form`: the company's standard questionnaire, the one vendor registration
 * starts from. Loaded from the API (none yet: an empty one to build), edited with the
 * builder and saved back as the standard one (a new version when its sections changed).
 * A failed save sets the invalid flags, shows them as field errors and moves focus to the
 * first; the server's 400 does the same for the places it names. A role that may view but
 * not edit questionnaires sees it read-only.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { isApiError } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, Panel, FormField, LoadError, EmptyState, ScreenRoot } from '@itam/shared/ui';
import type { Questionnaire } from '@itam/shared/contracts/vendors';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/vendors-server-api';
import { emptyDraft, fromStoredSections, toSectionsBody } from '../builder/builder-reducer';
import { BuilderErrorSummary, QuestionnaireBuilder } from '../builder/questionnaire-builder';
import { issueField, useBuilderDraft, useFocusFirstError } from '../builder/use-builder-draft';
import { useCreateQuestionnaireMutation } from './api/create-questionnaire';
import { useGetStandardQuestionnaireQuery } from './api/get-standard-questionnaire';
import { useUpdateQuestionnaireMutation } from './api/update-questionnaire';

export function DefaultFormScreen() {
  const { t } = useTranslation('vendors');
  const canView = useIsAllowed(VENDOR_PERMISSIONS.questionnaireView);
  const canCreateVendor = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const canEdit = useIsAllowed(VENDOR_PERMISSIONS.questionnaireEdit);
  const allowed = canView || canCreateVendor;
  const current = answerOf(useGetStandardQuestionnaireQuery(undefined, { skip: !allowed }));

  let body;
  if (!allowed) body = <EmptyState title={t('common.notAllowed')} />;
  else if (current.error)
    body = (
      <LoadError
        title={t('defaultForm.loadFailed')}
        description={current.error}
        onRetry={current.retry}
      />
    );
  else if (current.loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else
    // Mounted once the standard questionnaire is read; a save puts its answer in the cache,
    // and the editor keeps what it started from.
    body = <DefaultFormEditor questionnaire={current.data} canEdit={canEdit} />;

  return (
    <ScreenRoot remoteId="vendors">
      <PageHeader
        title={t('screens.defaultForm.title')}
        description={t('screens.defaultForm.description')}
      />
      {body}
    </ScreenRoot>
  );
}

function DefaultFormEditor({
  questionnaire: loaded,
  canEdit,
}: {
  questionnaire: Questionnaire | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation('vendors');
  const [questionnaire] = useState(loaded);
  const [createQuestionnaire] = useCreateQuestionnaireMutation();
  const [updateQuestionnaire] = useUpdateQuestionnaireMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstError(formRef);
  const [saved, setSaved] = useState<Questionnaire | null>(questionnaire);
  const [name, setName] = useState(questionnaire?.name ?? t('defaultForm.defaultName'));
  const [description, setDescription] = useState(questionnaire?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const { draft, dispatch, attempted, check, applyIssues } = useBuilderDraft(() => {
    const start = emptyDraft();
    return questionnaire?.sections.length
      ? { ...start, sections: fromStoredSections(questionnaire.sections) }
      : start;
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const nameOk = name.trim().length > 0;
    setNameError(nameOk ? null : t('defaultForm.nameRequired'));
    const draftOk = check();
    if (!nameOk || !draftOk) {
      focusError();
      return;
    }
    setBusy(true);
    try {
      const body = {
        name: name.trim(),
        description: description.trim() || null,
        isDefault: true,
        sections: toSectionsBody(draft.sections),
      };
      const answer = saved
        ? await updateQuestionnaire({ id: saved._id, body }).unwrap()
        : await createQuestionnaire(body).unwrap();
      setSaved(answer);
      setDone(answer.version);
    } catch (problem) {
      const issues = isApiError(problem) ? problem.issues : [];
      const rest = applyIssues(issues);
      const nameIssue = rest.find((issue) => issueField(issue) === 'name');
      setNameError(nameIssue ? nameIssue.message : null);
      setFailure(problem instanceof Error ? problem.message : String(problem));
      focusError();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel>
      <form
        ref={formRef}
        onSubmit={(e) => void save(e)}
        noValidate
        aria-label={t('defaultForm.formLabel')}
      >
        {failure ? (
          <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
        ) : null}
        {done !== null ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('defaultForm.saved', { version: done })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {!questionnaire && canEdit ? (
          <Alert
            type="info"
            showIcon
            title={t('defaultForm.noneYet')}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {!canEdit ? (
          <Alert
            type="info"
            showIcon
            title={t('defaultForm.readOnly')}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <BuilderErrorSummary sections={draft.sections} attempted={attempted} />
        <FormField label={t('defaultForm.name')} id="default-form-name" required error={nameError}>
          <Input
            value={name}
            maxLength={200}
            disabled={!canEdit}
            status={nameError ? 'error' : undefined}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
          />
        </FormField>
        <FormField label={t('defaultForm.description')} id="default-form-description">
          <Input.TextArea
            value={description}
            rows={2}
            maxLength={2000}
            disabled={!canEdit}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
        <QuestionnaireBuilder sections={draft.sections} dispatch={dispatch} readOnly={!canEdit} />
        {canEdit ? (
          <Flex gap={8} style={{ marginTop: 24 }}>
            <Button type="primary" htmlType="submit" loading={busy}>
              {t('defaultForm.save')}
            </Button>
          </Flex>
        ) : null}
      </form>
    </Panel>
  );
}

export default DefaultFormScreen;
