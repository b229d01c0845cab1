/**
 * The registration's writes: the vendor registered (or updated, when an earlier attempt
 * registered it and a later step failed), the questionnaire stored when the draft differs
 * from the standard one (a new name tried while it is taken), then the invitation sent.
 * A refusal lands under the field or the builder's place it names.
 */
import { useState, type FormEvent } from 'react';
import { isApiError, type FieldIssue } from '@itam/shared/api';
import { useTranslation } from '@itam/shared/i18n';
import type { Questionnaire, SentInvitation, Vendor } from '@itam/shared/contracts/vendors';
import {
  toSectionsBody,
  type DraftSection,
  type VendorDraftFields,
  type VendorFormDraft,
} from '../builder/builder-reducer';
import { issueField } from '../builder/use-builder-draft';
import { useCreateQuestionnaireMutation } from '../default-form/api/create-questionnaire';
import { useSendInvitationMutation } from '../invitations/api/send-invitation';
import { useCreateVendorMutation } from './api/create-vendor';
import { useUpdateVendorMutation } from './api/update-vendor';
import {
  checkVendorFields,
  toVendorBody,
  VENDOR_FIELD_LIMITS,
  VENDOR_FIELDS,
} from './vendor-fields';

/** Tries of a new questionnaire's name before giving up (names are unique per company). */
const NAME_TRIES = 5;

export type FieldErrors = Partial<Record<keyof VendorDraftFields, string>>;

export const bodyText = (sections: readonly DraftSection[]) =>
  JSON.stringify(toSectionsBody(sections));

function fieldErrorsOf(issues: readonly FieldIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const field = issueField(issue) as keyof VendorDraftFields;
    if ((VENDOR_FIELDS as readonly string[]).includes(field)) out[field] ??= issue.message;
  }
  return out;
}

type T = ReturnType<typeof useTranslation>['t'];

/** The fields' errors in the browser, with the server's rules. */
function browserErrorsOf(draft: VendorFormDraft, t: T): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const [field, problem] of Object.entries(checkVendorFields(draft)))
    fieldErrors[field as keyof VendorDraftFields] = t(`registration.errors.${problem}`, {
      max: VENDOR_FIELD_LIMITS[field as keyof VendorDraftFields],
    });
  return fieldErrors;
}

/** The failure's message; saying the vendor is registered when a later step failed. */
function failureOf(problem: unknown, vendor: Vendor | null, t: T): string {
  const message = problem instanceof Error ? problem.message : String(problem);
  return vendor
    ? t('registration.registeredNotSent', { vendorName: vendor.vendorName, message })
    : message;
}

export interface RegisterVendorOptions {
  standard: Questionnaire | null;
  /** The standard questionnaire's sections as the builder started from them. */
  standardText: string | null;
  draft: VendorFormDraft;
  /** The builder's save checks (useBuilderDraft). */
  check: () => boolean;
  applyIssues: (issues: readonly FieldIssue[]) => FieldIssue[];
  focusError: () => void;
  onDone: (vendor: Vendor, invitation: SentInvitation | null) => void;
}

/** The questionnaire to send: the standard one unchanged, else the draft stored anew. */
function useQuestionnaireToSend({ standard, standardText, draft }: RegisterVendorOptions) {
  const { t } = useTranslation('vendors');
  const [createQuestionnaire] = useCreateQuestionnaireMutation();
  /** The questionnaire stored by an earlier attempt, with the draft it was stored from. */
  const [stored, setStored] = useState<{ id: string; text: string } | null>(null);
  return async function questionnaireId(vendorName: string): Promise<string> {
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
        }).unwrap();
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
  };
}

export function useRegisterVendor(options: RegisterVendorOptions) {
  const { draft, check, applyIssues, focusError, onDone } = options;
  const { t } = useTranslation('vendors');
  const [createVendor] = useCreateVendorMutation();
  const [updateVendor] = useUpdateVendorMutation();
  const [sendInvitation] = useSendInvitationMutation();
  const questionnaireId = useQuestionnaireToSend(options);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'register' | null>(null);
  /** Registered by an earlier attempt whose later step failed. */
  const [registered, setRegistered] = useState<Vendor | null>(null);

  async function submit(event: FormEvent, mode: 'send' | 'register') {
    event.preventDefault();
    setFailure(null);
    const fieldErrors = browserErrorsOf(draft, t);
    setErrors(fieldErrors);
    const ok = Object.keys(fieldErrors).length === 0;
    const draftOk = mode === 'send' ? check() : true;
    if (!ok || !draftOk) {
      focusError();
      return;
    }
    setBusy(mode);
    let vendor = registered;
    try {
      const body = toVendorBody(draft);
      vendor = vendor
        ? await updateVendor({ id: vendor._id, body }).unwrap()
        : await createVendor(body).unwrap();
      setRegistered(vendor);
      if (mode === 'register') {
        onDone(vendor, null);
        return;
      }
      const id = await questionnaireId(body.vendorName);
      const invitation = await sendInvitation({
        vendorId: vendor._id,
        questionnaireId: id,
      }).unwrap();
      onDone(vendor, invitation);
    } catch (problem) {
      const issues = isApiError(problem) ? problem.issues : [];
      setErrors(fieldErrorsOf(issues));
      applyIssues(issues);
      setFailure(failureOf(problem, vendor, t));
      focusError();
    } finally {
      setBusy(null);
    }
  }

  return { errors, setErrors, failure, busy, submit };
}
