/**
 * The company log's state in the URL: who, what, when (calendar days in the company's time
 * zone, like every date the product shows) and the page, parsed with the kit's zod field
 * schemas (a bad value is ignored).
 */
import {
  ASSET_ACTIVITY_ACTIONS,
  ORGANISATION_ACTIONS,
  ORGANISATION_ENTITY_TYPES,
  type AssetActivityAction,
  type OrganisationAction,
  type OrganisationEntityType,
} from '@itam/shared/contracts';
import { getFormatContext } from '@itam/shared/i18n';
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';
import type { ActivityFilters } from '../asset-detail/api/asset-detail-api';

export const ACTIVITY_URL = urlListSchema({
  actorId: f.id(),
  action: f.list(f.oneOf(ASSET_ACTIVITY_ACTIONS), ASSET_ACTIVITY_ACTIONS.length),
  from: f.date(),
  to: f.date(),
  page: f.int(1, 100_000),
});

export const ACTIVITY_URL_DEFAULTS = {
  actorId: null,
  action: [] as AssetActivityAction[],
  from: null,
  to: null,
  page: 1,
};

export type ActivityUrl = UrlListValues<typeof ACTIVITY_URL, typeof ACTIVITY_URL_DEFAULTS>;

/** The organisation's log (`/account-settings/activity`): the same, its actions, and the kind of record. */
export const ORG_ACTIVITY_URL = urlListSchema({
  actorId: f.id(),
  action: f.list(f.oneOf(ORGANISATION_ACTIONS), ORGANISATION_ACTIONS.length),
  entityType: f.oneOf(ORGANISATION_ENTITY_TYPES),
  from: f.date(),
  to: f.date(),
  page: f.int(1, 100_000),
});

export const ORG_ACTIVITY_URL_DEFAULTS = {
  actorId: null,
  action: [] as OrganisationAction[],
  entityType: null as OrganisationEntityType | null,
  from: null,
  to: null,
  page: 1,
};

export type OrgActivityUrl = UrlListValues<
  typeof ORG_ACTIVITY_URL,
  typeof ORG_ACTIVITY_URL_DEFAULTS
>;

/** The who, what and when of either log's URL state. */
export type ActivityUrlFilters = Pick<ActivityUrl, 'actorId' | 'from' | 'to'> & {
  action: readonly string[];
};

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms). */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - instant;
}

/**
 * Midnight starting a 'YYYY-MM-DD' day (plus `addDays`) in the company's time zone, as an
 * ISO instant: the day the user picked is the day the app shows, wherever the browser is.
 */
export function startOfDay(
  day: string,
  addDays = 0,
  timeZone = getFormatContext().timeZone,
): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d + addDays);
  let instant = wall - zoneOffset(wall, timeZone);
  // Across a change of offset (summer time) the first guess is an hour off: correct it once.
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}

/** True when both days are set and `to` comes before `from` (the range is ignored). */
export const backwardsRange = (url: Pick<ActivityUrl, 'from' | 'to'>): boolean =>
  Boolean(url.from && url.to && url.to < url.from);

/** What the server is asked: from the start of `from` to the end of `to` (both days included). */
export function activityFilters(url: ActivityUrlFilters): ActivityFilters {
  const to = url.to && !backwardsRange(url) ? startOfDay(url.to, 1) : null;
  return {
    actorId: url.actorId,
    action: url.action,
    from: url.from ? startOfDay(url.from) : null,
    to,
  };
}
