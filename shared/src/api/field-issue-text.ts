/**
 * A refused field as a sentence in the user's language naming the field, from the 400's
 * code and limits (contracts' FieldIssueDetail): "First name is required", "पहला नाम भरना
 * ज़रूरी है". The field's name is the form's label when the caller gives one, else the kit's
 * word for it (`common:fields.*`), else (English) the field's own words; without any, the
 * sentence says "this field". An issue without a code (a rule the server words itself) keeps
 * the server's English sentence in English, and reads a generic sentence in other languages.
 * Never a validator's text.
 */
import type { TFunction } from 'i18next';
import {
  fieldWords,
  isFieldIssueCode,
  type FieldIssueDetail,
  type FieldIssueOrigin,
} from '../contracts/field-issues';
import { COMMON_NS, getI18n } from '../i18n/i18n-instance';

/** The form's labels of its fields, by the field's path or its last part. */
export type FieldLabels = Readonly<Record<string, string>>;

export interface FieldIssueTextOptions {
  labels?: FieldLabels;
  /** Defaults to the kit's i18n instance in its current language. */
  t?: TFunction;
  language?: string;
}

const lastPart = (field: string) =>
  [...field.split('.')].reverse().find((part) => !/^\d+$/.test(part)) ?? field;

function labelOf(field: string, t: TFunction, language: string, labels?: FieldLabels) {
  const key = lastPart(field);
  const label =
    labels?.[field] ??
    labels?.[key] ??
    t(`fields.${key}`, { ns: COMMON_NS, lng: language, defaultValue: '' });
  if (label) return label;
  return language === 'en'
    ? fieldWords(field)
    : t('validation.thisField', { ns: COMMON_NS, lng: language });
}

const FORMAT_KEYS: Readonly<Record<string, string>> = {
  email: 'invalid_format_email',
  url: 'invalid_format_url',
  uuid: 'invalid_format_id',
  guid: 'invalid_format_id',
  date: 'invalid_format_date',
  datetime: 'invalid_format_datetime',
};

const LIMITED: readonly FieldIssueOrigin[] = ['string', 'array', 'number'];

function keyOf(issue: FieldIssueDetail): string {
  const origin = issue.origin && LIMITED.includes(issue.origin) ? issue.origin : 'other';
  switch (issue.code) {
    case 'too_small':
    case 'too_big':
      return `${issue.code}_${origin}`;
    case 'invalid_format':
      return FORMAT_KEYS[issue.format ?? ''] ?? 'invalid_format';
    default:
      return issue.code ?? 'invalid';
  }
}

/** The issue as a sentence in the user's language naming the field. */
export function describeFieldIssue(
  issue: FieldIssueDetail,
  options: FieldIssueTextOptions = {},
): string {
  const i18n = options.t ? null : getI18n();
  const t = options.t ?? i18n!.t.bind(i18n!);
  const language = options.language ?? i18n?.language ?? 'en';
  const coded = isFieldIssueCode(issue.code) && issue.code !== 'invalid';
  if (!coded && language === 'en' && issue.message) return issue.message;
  return t(`validation.${coded ? keyOf(issue) : 'invalid'}`, {
    ns: COMMON_NS,
    lng: language,
    field: labelOf(issue.field, t, language, options.labels),
    limit: issue.code === 'too_big' ? issue.maximum : issue.minimum,
    values: (issue.values ?? []).join(', '),
  });
}
