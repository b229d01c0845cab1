/**
 * `/vendor-registration`: a vendor's draft fields (SPEC.md section 3) and the questionnaire
 * to send it, built right there from the company's standard one. "Register and send"
 * registers the vendor, stores the questionnaire when it was changed (the standard one is
 * sent as it is otherwise), and sends the invitation; the API mails nothing, so its link
 * is shown to copy and hand on. "Register only" registers without sending.
 *
 * Each field is checked in the browser with the server's rules, a failed save sets the
 * builder's invalid flags, and focus goes to the first error; a server 400 lands under the
 * field it names. A vendor registered by an attempt whose later step failed is kept: the
 * next attempt updates it rather than registering it twice. Without the questionnaire
 * edit permission the standard questionnaire is sent unchanged (read-only builder).
 */
import { useRef, useState } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { useTranslation } from '@itam/shared/i18n';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, Panel, FormField, LoadError, EmptyState, ScreenRoot } from '@itam/shared/ui';
import type { Questionnaire, SentInvitation, Vendor } from '@itam/shared/contracts/vendors';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import { answerOf } from '../../common/vendors-server-api';
import { emptyDraft, fromStoredSections, type VendorDraftFields } from '../builder/builder-reducer';
import { BuilderErrorSummary, QuestionnaireBuilder } from '../builder/questionnaire-builder';
import { useBuilderDraft, useFocusFirstError } from '../builder/use-builder-draft';
import { useGetStandardQuestionnaireQuery } from '../default-form/api/get-standard-questionnaire';
import { Registered } from './registered';
import { bodyText, useRegisterVendor } from './use-register-vendor';
import { VENDOR_FIELD_LIMITS } from './vendor-fields';

export function VendorRegistrationScreen() {
  const { t } = useTranslation('vendors');
  const canCreate = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const standard = answerOf(useGetStandardQuestionnaireQuery(undefined, { skip: !canCreate }));
  const [sent, setSent] = useState<{ vendor: Vendor; invitation: SentInvitation | null } | null>(
    null,
  );
  const [round, setRound] = useState(0);

  let body;
  if (!canCreate) body = <EmptyState title={t('registration.notAllowed')} />;
  else if (sent)
    body = (
      <Registered
        vendor={sent.vendor}
        invitation={sent.invitation}
        onAnother={() => {
          setSent(null);
          setRound((n) => n + 1);
        }}
      />
    );
  else if (standard.error)
    body = (
      <LoadError
        title={t('registration.loadFailed')}
        description={standard.error}
        onRetry={standard.retry}
      />
    );
  else if (standard.loading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else
    body = (
      <RegistrationForm
        key={round}
        standard={standard.data}
        onDone={(vendor, invitation) => setSent({ vendor, invitation })}
      />
    );

  return (
    <ScreenRoot remoteId="vendors">
      <PageHeader
        title={t('screens.vendorRegistration.title')}
        description={t('screens.vendorRegistration.description')}
      />
      {body}
    </ScreenRoot>
  );
}

function RegistrationForm({
  standard,
  onDone,
}: {
  standard: Questionnaire | null;
  onDone: (vendor: Vendor, invitation: SentInvitation | null) => void;
}) {
  const { t } = useTranslation('vendors');
  const canEditQuestionnaire = useIsAllowed(VENDOR_PERMISSIONS.questionnaireEdit);
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = useFocusFirstError(formRef);
  const [initialSections] = useState(() =>
    standard?.sections.length ? fromStoredSections(standard.sections) : null,
  );
  const [standardText] = useState(() => (initialSections ? bodyText(initialSections) : null));
  const { draft, dispatch, attempted, check, applyIssues } = useBuilderDraft(() => {
    const start = emptyDraft();
    return initialSections ? { ...start, sections: initialSections } : start;
  });
  const { errors, setErrors, failure, busy, submit } = useRegisterVendor({
    standard,
    standardText,
    draft,
    check,
    applyIssues,
    focusError,
    onDone,
  });
  const canSend = canEditQuestionnaire || standard !== null;

  const setField = (field: keyof VendorDraftFields, value: string) => {
    dispatch({ type: 'setVendorField', field, value });
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const field = (name: keyof VendorDraftFields, required: boolean, type = 'text') => (
    <FormField
      label={t(`registration.fields.${name}`)}
      id={`vendor-${name}`}
      required={required}
      error={errors[name]}
      hint={
        name === 'website' || name === 'contactNumber' ? t(`registration.hints.${name}`) : undefined
      }
    >
      <Input
        type={type}
        value={draft[name]}
        maxLength={VENDOR_FIELD_LIMITS[name]}
        autoComplete="off"
        status={errors[name] ? 'error' : undefined}
        onChange={(e) => setField(name, e.target.value)}
      />
    </FormField>
  );

  return (
    <form
      ref={formRef}
      onSubmit={(e) => void submit(e, 'send')}
      noValidate
      aria-label={t('registration.formLabel')}
    >
      <Flex vertical gap={16}>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
        <Panel title={t('registration.vendorPanel')}>
          <Flex gap={16} wrap>
            <div style={{ flex: '1 1 280px' }}>
              {field('vendorName', true)}
              {field('vendorType', true)}
              {field('pointOfContact', false)}
            </div>
            <div style={{ flex: '1 1 280px' }}>
              {field('email', true, 'email')}
              {field('contactNumber', false, 'tel')}
              {field('website', false, 'url')}
            </div>
          </Flex>
        </Panel>
        <Panel title={t('registration.questionnairePanel')}>
          {standard ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                canEditQuestionnaire
                  ? t('registration.fromStandard', { name: standard.name })
                  : t('registration.standardOnly', { name: standard.name })
              }
            />
          ) : (
            <Alert
              type={canSend ? 'info' : 'warning'}
              showIcon
              style={{ marginBottom: 16 }}
              title={canSend ? t('registration.noStandard') : t('registration.noStandardNoEdit')}
            />
          )}
          {canSend ? (
            <>
              <BuilderErrorSummary sections={draft.sections} attempted={attempted} />
              <QuestionnaireBuilder
                sections={draft.sections}
                dispatch={dispatch}
                readOnly={!canEditQuestionnaire}
              />
            </>
          ) : null}
        </Panel>
        <Flex gap={8} wrap>
          {canSend ? (
            <Button
              type="primary"
              htmlType="submit"
              loading={busy === 'send'}
              disabled={busy !== null}
            >
              {t('registration.registerAndSend')}
            </Button>
          ) : null}
          <Button
            loading={busy === 'register'}
            disabled={busy !== null}
            onClick={(e) => void submit(e, 'register')}
          >
            {t('registration.registerOnly')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

export default VendorRegistrationScreen;
