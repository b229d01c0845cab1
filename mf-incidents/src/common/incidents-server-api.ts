/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write
 * invalidates the tags of what it changed (or puts its answer in the cache), so every
 * screen showing it reads it again.
 */
import { serverApi, useInvalidate as useKitInvalidate } from '@itam/shared/store';

export { answerOf, type Answer, type Ok } from '@itam/shared/store';

/**
 * `Ticket` a ticket by id, `TicketList` every list of tickets, `AssetTickets` an asset's
 * tickets, `PickableAsset` the asset searches (they count open tickets), `Agent` the
 * desk's agents, `RequestType` the catalogue, `Survey` a ticket's survey, then the
 * manager's reports and the desk's settings.
 */
export const INCIDENTS_TAGS = [
  'Ticket',
  'TicketList',
  'AssetTickets',
  'PickableAsset',
  'Agent',
  'RequestType',
  'Survey',
  'DeskSummary',
  'Satisfaction',
  'DeskMatrix',
  'SlaTargets',
  'DeskCalendar',
] as const;

export const incidentsApi = serverApi.enhanceEndpoints({ addTagTypes: INCIDENTS_TAGS });

export type IncidentsTag = Parameters<typeof incidentsApi.util.invalidateTags>[0][number];

/** What a ticket's change or a new ticket makes out of date: the lists and counts showing it. */
export const TICKET_LISTS: IncidentsTag[] = [
  'TicketList',
  'AssetTickets',
  'PickableAsset',
  'DeskSummary',
];

/** After a write that runs outside an endpoint: every screen showing `tags` reads them again. */
export const useInvalidate = (): ((tags: readonly IncidentsTag[]) => void) =>
  useKitInvalidate<IncidentsTag>();
