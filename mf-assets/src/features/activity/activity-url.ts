/**
 * The company log's state in the URL: who, what, when (calendar days in the user's time
 * zone) and the page, parsed with the kit's zod field schemas (a bad value is ignored).
 */
import { ASSET_ACTIVITY_ACTIONS, type AssetActivityAction } from '@itam/shared/contracts';
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

/** Midnight starting a 'YYYY-MM-DD' day in this browser's time zone, as an ISO instant. */
export function startOfDay(day: string, addDays = 0): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + addDays).toISOString();
}

/** True when both days are set and `to` comes before `from` (the range is ignored). */
export const backwardsRange = (url: Pick<ActivityUrl, 'from' | 'to'>): boolean =>
  Boolean(url.from && url.to && url.to < url.from);

/** What the server is asked: from the start of `from` to the end of `to` (both days included). */
export function activityFilters(url: ActivityUrl): ActivityFilters {
  const to = url.to && !backwardsRange(url) ? startOfDay(url.to, 1) : null;
  return {
    actorId: url.actorId,
    action: url.action,
    from: url.from ? startOfDay(url.from) : null,
    to,
  };
}
