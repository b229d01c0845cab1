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
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Flex, Skeleton } from '@itam/shared/antd';
import { Input } from '@itam/shared/antd-data';
import { Result } from '@itam/shared/antd-display';
import { isApiError, type FieldIssue } from '@itam/shared/api';
import { formatDateTime, useTranslation } from '@itam/shared/i18n';
import { ROUTES } from '@itam/shared/contracts';
import { Link } from '@itam/shared/router';
import { useIsAllowed } from '@itam/shared/store';
import { PageHeader, Panel, FormField, LoadError, EmptyState, ScreenRoot } from '@itam/shared/ui';
import type { Questionnaire, SentInvitation, Vendor } from '@itam/shared/contracts/vendors';
import {
  createQuestionnaire,
  createVendor,
  getDefaultQuestionnaire,
  sendInvitation,
  updateVendor,
} from '../../api/vendors-api';
import { VENDOR_PERMISSIONS } from '../../common/permissions';
import { useApiData } from '../../common/use-api-data';
import {
  emptyDraft,
  fromStoredSections,
  toSectionsBody,
  type DraftSection,
  type VendorDraftFields,
} from '../builder/builder-reducer';
import { LINK_TARGET, SentLink } from '../invitations/sent-link';
import { BuilderErrorSummary, QuestionnaireBuilder } from '../builder/questionnaire-builder';
import { issueField, useBuilderDraft, useFocusFirstError } from '../builder/use-builder-draft';
import {
  checkVendorFields,
  toVendorBody,
  VENDOR_FIELD_LIMITS,
  VENDOR_FIELDS,
} from './vendor-fields';

/** Tries of a new questionnaire's name before giving up (names are unique per company). */
const NAME_TRIES = 5;

async function loadDefault(): Promise<Questionnaire | null> {
  try {
    return await getDefaultQuestionnaire();
  } catch (problem) {
    if (isApiError(problem) && problem.status === 404) return null;
    throw problem;
  }
}

const bodyText = (sections: readonly DraftSection[]) => JSON.stringify(toSectionsBody(sections));

export function VendorRegistrationScreen() {
  const { t } = useTranslation('vendors');
  const canCreate = useIsAllowed(VENDOR_PERMISSIONS.vendorCreate);
  const standard = useApiData(canCreate ? loadDefault : null, [canCreate]);
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
        onRetry={standard.reload}
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

type FieldErrors = Partial<Record<keyof VendorDraftFields, string>>;

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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'register' | null>(null);
  /** Registered by an earlier attempt whose later step failed. */
  const [registered, setRegistered] = useState<Vendor | null>(null);
  /** The questionnaire stored by an earlier attempt, with the draft it was stored from. */
  const [stored, setStored] = useState<{ id: string; text: string } | null>(null);

  const canSend = canEditQuestionnaire || standard !== null;

  const setField = (field: keyof VendorDraftFields, value: string) => {
    dispatch({ type: 'setVendorField', field, value });
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  function fieldErrorsOf(issues: readonly FieldIssue[]): FieldErrors {
    const out: FieldErrors = {};
    for (const issue of issues) {
      const field = issueField(issue) as keyof VendorDraftFields;
      if ((VENDOR_FIELDS as readonly string[]).includes(field)) out[field] ??= issue.message;
    }
    return out;
  }

  /** The questionnaire to send: the standard one unchanged, else the draft stored anew. */
  async function questionnaireId(vendorName: string): Promise<string> {
    const text = bodyText(draft.sections);
    if (standard && text === standardText) return standard._id;
    if (stored && stored.text === text) return stored.id;
    for (let attempt = 1; ; attempt += 1) {
      const base = t('registration.questionnaireName', { vendorName });
      const name = attempt === 1 ? base : `${base} (${attempt})`;
      try {
        const created = await createQuestionnaire({
          name,
          description: null,
          isDefault: false,
          sections: toSectionsBody(draft.sections),
        });
        setStored({ id: created._id, text });
        return created._id;
      } catch (problem) {
        const taken =
          isApiError(problem) &&
          problem.status === 400 &&
          problem.issues.some((issue) => issueField(issue) === 'name');
        if (!taken || attempt >= NAME_TRIES) throw problem;
      }
    }
  }

  async function submit(event: FormEvent, mode: 'send' | 'register') {
    event.preventDefault();
    setFailure(null);
    const problems = checkVendorFields(draft);
    const fieldErrors: FieldErrors = {};
    for (const [field, problem] of Object.entries(problems))
      fieldErrors[field as keyof VendorDraftFields] = t(`registration.errors.${problem}`, {
        max: VENDOR_FIELD_LIMITS[field as keyof VendorDraftFields],
      });
    setErrors(fieldErrors);
    const draftOk = mode === 'send' ? check() : true;
    if (Object.keys(fieldErrors).length || !draftOk) {
      focusError();
      return;
    }
    setBusy(mode);
    let vendor = registered;
    try {
      const body = toVendorBody(draft);
      vendor = vendor ? await updateVendor(vendor._id, body) : await createVendor(body);
      setRegistered(vendor);
      if (mode === 'register') {
        onDone(vendor, null);
        return;
      }
      const id = await questionnaireId(body.vendorName);
      const invitation = await sendInvitation(vendor._id, { questionnaireId: id });
      onDone(vendor, invitation);
    } catch (problem) {
      const issues = isApiError(problem) ? problem.issues : [];
      setErrors(fieldErrorsOf(issues));
      applyIssues(issues);
      const message = problem instanceof Error ? problem.message : String(problem);
      setFailure(
        vendor
          ? t('registration.registeredNotSent', { vendorName: vendor.vendorName, message })
          : message,
      );
      focusError();
    } finally {
      setBusy(null);
    }
  }

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

function Registered({
  vendor,
  invitation,
  onAnother,
}: {
  vendor: Vendor;
  invitation: SentInvitation | null;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('vendors');
  return (
    <Panel>
      <Result
        status="success"
        title={
          invitation
            ? t('registration.sentTitle', { vendorName: vendor.vendorName })
            : t('registration.registeredTitle', { vendorName: vendor.vendorName })
        }
        subTitle={
          invitation
            ? t('registration.sentHint', {
                at: formatDateTime(invitation.invitation.expiresAt, i18n.language),
              })
            : t('registration.registeredHint')
        }
        extra={[
          <Link key="list" to={ROUTES.vendorList} style={LINK_TARGET}>
            {t('registration.toList')}
          </Link>,
          <Button key="another" onClick={onAnother}>
            {t('registration.another')}
          </Button>,
        ]}
      >
        {invitation ? <SentLink link={invitation.link} /> : null}
      </Result>
    </Panel>
  );
}

export default VendorRegistrationScreen;
