/** /devices in the URL: search, health filter and page (from 1), so a view can be bookmarked. */
import { urlField as f, urlListSchema, type UrlListValues } from '@itam/shared/list-state';
import type { AgentComputerHealth } from '@itam/shared/contracts';
import { COMPUTER_HEALTHS } from './api/devices-api';

export const DEVICES_PAGE_SIZE = 25;

export const DEVICES_URL = urlListSchema({
  search: f.text(100),
  health: f.oneOf(COMPUTER_HEALTHS),
  page: f.int(1, 100_000),
});

export const DEVICES_URL_DEFAULTS = {
  search: '',
  health: null as AgentComputerHealth | null,
  page: 1,
};

export type DevicesUrl = UrlListValues<typeof DEVICES_URL, typeof DEVICES_URL_DEFAULTS>;
