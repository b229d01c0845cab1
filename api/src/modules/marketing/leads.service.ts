/**
 * Stores the public site's enquiries (device selections name catalogue devices only) and
 * its page-view fingerprints.
 */
import type { Kysely } from 'kysely';
import { MARKETING_ERRORS, type LeadKind } from '@itam/shared/contracts';
import type { LeadInput } from '@itam/shared/contracts/marketing';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { knownDeviceIds } from './catalogue.queries';
import { insertLead, upsertWebVisit } from './leads.queries';
import { newReference } from './references';

/** The ids of `ids` that are not active catalogue devices. */
export async function unknownDeviceIds(db: Kysely<DB>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const known = await knownDeviceIds(db, ids);
  return ids.filter((id) => !known.has(id));
}

/** 400 naming each device line whose device is not in the catalogue. */
export async function assertKnownDevices(
  db: Kysely<DB>,
  lines: { deviceId: string }[],
): Promise<void> {
  const unknown = new Set(
    await unknownDeviceIds(
      db,
      lines.map((l) => l.deviceId),
    ),
  );
  if (unknown.size === 0) return;
  const issues = lines
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => unknown.has(line.deviceId))
    .map(({ i }) => ({ field: `devices.${i}.deviceId`, message: MARKETING_ERRORS.unknownDevice }));
  throw new HttpError(
    400,
    `Invalid ${issues[0]!.field}: ${MARKETING_ERRORS.unknownDevice}`,
    issues,
  );
}

/** The fields every lead has as columns; the rest of the kind's fields go to `details`. */
function split(lead: LeadInput): {
  common: {
    name: string;
    email: string;
    phone: string | null;
    company: string | null;
    message: string | null;
  };
  details: Record<string, unknown>;
} {
  const {
    kind: _kind,
    name,
    email,
    phone,
    company,
    message,
    ...details
  } = lead as LeadInput & {
    phone?: string;
    company?: string;
    message?: string;
  };
  return {
    common: {
      name,
      email,
      phone: phone || null,
      company: company || null,
      message: message || null,
    },
    details,
  };
}

export async function createLead(db: Kysely<DB>, lead: LeadInput): Promise<{ reference: string }> {
  if (lead.kind === 'device-selection') await assertKnownDevices(db, lead.devices);
  const { common, details } = split(lead);
  const reference = newReference('LD');
  await insertLead(db, { reference, kind: lead.kind as LeadKind, ...common, details });
  return { reference };
}

/** A page view of the public site: one row per visitor, counted. */
export async function recordWebVisit(db: Kysely<DB>, visitorId: string): Promise<void> {
  await upsertWebVisit(db, visitorId);
}
