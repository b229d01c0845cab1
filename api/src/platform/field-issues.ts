/**
 * A zod issue as a 400 states it: the field, a stable code with the limit it broke
 * (contracts' FieldIssueDetail) and an English sentence naming the field ("Name is
 * required", "Email must be an email address"), never zod's own text ("Too small: expected
 * string to have >=1 characters"). A message a schema wrote itself ("Use a three-letter
 * currency code") is kept, after the field's name unless it starts with it, with the code
 * `invalid`.
 */
import type { z } from 'zod';
import { en } from 'zod/locales';
import { fieldWords, type FieldIssueDetail, type FieldIssueOrigin } from '@itam/shared/contracts';

type Issue = z.core.$ZodIssue;

const zodText = en().localeError;

/** The value at an issue's path in the input (undefined when the path leads nowhere). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** True when the schema wrote the issue's message itself (zod writes another one). */
function ownMessage(issue: Issue): boolean {
  if (issue.code === 'invalid_type') return !issue.message.startsWith('Invalid input');
  const text = zodText(issue as Parameters<typeof zodText>[0]);
  const standard = typeof text === 'string' ? text : text?.message;
  return issue.message !== standard;
}

const ORIGINS: readonly FieldIssueOrigin[] = ['string', 'array', 'number', 'date'];
const originOf = (origin: string): FieldIssueOrigin =>
  ORIGINS.includes(origin as FieldIssueOrigin)
    ? (origin as FieldIssueOrigin)
    : origin === 'set'
      ? 'array'
      : 'other';

const UNITS = { string: 'characters', array: 'items' } as const;
const FORMATS: Record<string, string> = {
  email: 'an email address',
  url: 'a web address',
  uuid: 'an id',
  guid: 'an id',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time',
  time: 'a time',
};

function limitSentence(name: string, over: boolean, limit: number, origin: FieldIssueOrigin) {
  const unit = origin === 'string' || origin === 'array' ? UNITS[origin] : null;
  if (unit) return `${name} must have at ${over ? 'most' : 'least'} ${limit} ${unit}`;
  return `${name} must be at ${over ? 'most' : 'least'} ${limit}`;
}

/** The English sentence of a detail (its code and limits), naming the field. */
export function issueSentence(detail: Omit<FieldIssueDetail, 'message'>): string {
  const name = fieldWords(detail.field);
  const origin = detail.origin ?? 'other';
  switch (detail.code) {
    case 'required':
      return `${name} is required`;
    case 'too_small':
      return limitSentence(name, false, detail.minimum ?? 0, origin);
    case 'too_big':
      return limitSentence(name, true, detail.maximum ?? 0, origin);
    case 'invalid_format':
      return `${name} must be ${FORMATS[detail.format ?? ''] ?? 'in the expected format'}`;
    case 'invalid_enum':
      return `${name} must be one of: ${(detail.values ?? []).join(', ')}`;
    case 'invalid_type':
      return `${name} has a value of the wrong kind`;
    default:
      return `${name} is not valid`;
  }
}

function detailOf(issue: Issue, field: string, input: unknown): Omit<FieldIssueDetail, 'message'> {
  const missing = (v: unknown) => v === undefined || v === null;
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return { field, code: missing(value) ? 'required' : 'invalid_type' };
    case 'too_small': {
      const origin = originOf(issue.origin);
      const empty = Number(issue.minimum) === 1 && (origin === 'string' || origin === 'array');
      if (empty || missing(value)) return { field, code: 'required' };
      return { field, code: 'too_small', origin, minimum: Number(issue.minimum) };
    }
    case 'too_big':
      return {
        field,
        code: 'too_big',
        origin: originOf(issue.origin),
        maximum: Number(issue.maximum),
      };
    case 'invalid_format':
      return { field, code: 'invalid_format', format: issue.format };
    case 'invalid_value':
      return missing(value)
        ? { field, code: 'required' }
        : { field, code: 'invalid_enum', values: issue.values.map(String) };
    default:
      return { field, code: 'invalid' };
  }
}

/** A zod issue of a request's `source` (body, query, params) as the 400 names it. */
export function fieldIssueOf(issue: Issue, source: string, input: unknown): FieldIssueDetail {
  const field = issue.path.length ? issue.path.map(String).join('.') : source;
  if (ownMessage(issue) && issue.code !== 'invalid_type') {
    // Its own words, after the field's name unless they start with it.
    const name = fieldWords(field);
    const named = issue.message.toLowerCase().startsWith(name.toLowerCase());
    return { field, code: 'invalid', message: named ? issue.message : `${name}: ${issue.message}` };
  }
  const detail = detailOf(issue, field, input);
  return { ...detail, message: issueSentence(detail) };
}
