/**
 * An activity row as a sentence ("Asha Rao assigned Dell Latitude 5440 (DC-000123) to
 * Vikram Singh") and the details under it (what changed, a note, a date), in the user's
 * language: each language orders the words itself (`activity.sentences.<action>`, with
 * i18next interpolation). The asset is a placeholder the list replaces by its link.
 */
import type { AssetActivity } from '@itam/shared/contracts';
import type { TFunction } from 'i18next';
import { activityChanges, asRecord, fieldLabel, valueFormat } from './activity-changes';

/** Stands for the asset in a translated sentence, until the list puts its link there. */
export const ASSET_SLOT = '\u0000asset\u0000';

export interface ActivityDescription {
  /** The sentence, with ASSET_SLOT where the asset goes. */
  sentence: string;
  details: string[];
}

/** Sentence keys by action; anything else reads as `other`. */
const SENTENCES = new Set([
  'create',
  'update',
  'delete',
  'state-change',
  'assign',
  'unassign',
  'dispose',
  'audit.create',
  'depreciation.update',
  'image.upload',
  'comment.create',
  'comment.update',
  'exit.pending-return',
]);

const QUOTE_MAX = 120;
const quote = (text: unknown): string => {
  const value = typeof text === 'string' ? text.trim() : '';
  return value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX - 1)}…` : value;
};

/** The asset as a sentence names it: its name and tag. */
export function assetText(activity: AssetActivity, t: TFunction): string {
  const asset = activity.asset;
  if (!asset) return t('activity.anAsset');
  return asset.tag ? `${asset.name} (${asset.tag})` : asset.name;
}

export interface DescribeOptions {
  /** Where the actions' names are: the asset log's by default, the organisation's `org.activity.actions`. */
  actionsKey?: string;
}

/**
 * A row of a log as a sentence and details. The organisation's log uses it too: its
 * subject (a branch, an employee...) goes where the asset goes, its actions named by
 * `actionsKey`; an action without a sentence of its own reads as `other`.
 */
export function describeActivity(
  activity: AssetActivity,
  t: TFunction,
  language: string,
  { actionsKey = 'activity.actions' }: DescribeOptions = {},
): ActivityDescription {
  const before = asRecord(activity.before);
  const after = asRecord(activity.after);
  const methods = activity.action === 'depreciation.update' ? 'depreciation' : 'dispose';
  const format = valueFormat(t, language, methods);
  const name = (value: unknown) => format('employee', value);
  const action = SENTENCES.has(activity.action) ? activity.action : 'other';
  const values: Record<string, string> = {
    who: activity.actor?.name ?? t('activity.system'),
    asset: ASSET_SLOT,
    action: t(`${actionsKey}.${activity.action}`, { defaultValue: activity.action }),
    from: format('state', before.state),
    to: format('state', after.state),
    employee: name(action === 'unassign' ? before.employee : after.employee),
    condition: format('condition', after.condition),
    file: format('fileName', after.fileName),
    text: quote(after.text),
  };
  const details: string[] = [];
  const add = (key: string, value: unknown, field = 'text') => {
    if (value !== null && value !== undefined && value !== '')
      details.push(t(`activity.details.${key}`, { value: format(field, value) }));
  };

  let key = action;
  if (action === 'update' || action === 'depreciation.update') {
    for (const change of activityChanges(activity.before, activity.after))
      details.push(
        t('activity.change', {
          field: fieldLabel(t, change.field, methods),
          before: format(change.field, change.before),
          after: format(change.field, change.after),
        }),
      );
  } else if (action === 'state-change') {
    if (after.state === 'ASSIGNED') add('assignedTo', after.employee, 'employee');
  } else if (action === 'assign') {
    add('since', after.date, 'date');
  } else if (action === 'exit.pending-return') {
    // Given to the leaver while their exit was in progress: one more item to recover.
    if (after.joined === true) key = 'exit.joined';
  } else if (action === 'unassign') {
    if (!before.employee) key = 'unassignStock';
    add('returnedOn', after.date, 'date');
  } else if (action === 'dispose') {
    add('disposal', after.disposal, 'disposal');
  } else if (action === 'audit.create') {
    add('auditedOn', after.date, 'date');
    add('auditor', after.auditorName);
    add('notes', after.notes);
  }
  add('note', after.note);
  return { sentence: t(`activity.sentences.${key}`, values), details };
}
