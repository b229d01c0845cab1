/**
 * An audit session's report, as CSV (one row per asset or unknown tag: found, missing,
 * unexpected or unknown) and as an A4 PDF (pdf-lib, the same writer as the exit's
 * certificate): the branch, who opened and closed it, the counts and each list; a missing
 * asset's follow-up as open, found later or written off as lost.
 */
import { PDFDocument } from 'pdf-lib';
import {
  formatMoment,
  type AuditAssetRef,
  type AuditSessionDetail,
  type MomentStyle,
} from '@itam/shared/contracts';
import { csvDocument } from '../organisation/csv';
import { PdfFonts } from '../../services/pdf-fonts';
import { Writer } from '../../services/pdf-writer';

const CSV_HEADER = [
  'Result',
  'Tag',
  'Asset',
  'State',
  'Location now',
  'Scanned at',
  'Scanned by',
  'Follow-up',
];

const locationOf = (asset: AuditAssetRef) => asset.office?.name ?? '';

const FOLLOW_UP_TEXT = { found: 'found later', lost: 'written off as lost' } as const;
/** A follow-up as the report words it: open, found later, written off as lost. */
const followUpText = (f: AuditSessionDetail['followUps'][number]) =>
  f.resolution ? FOLLOW_UP_TEXT[f.resolution] : f.status;

export function reportCsv(session: AuditSessionDetail): string {
  const followUp = new Map(session.followUps.map((f) => [f.asset._id, followUpText(f)]));
  const rows: (string | null)[][] = [
    ...session.expected.map((e) => [
      e.found ? 'found' : 'missing',
      e.asset.tag,
      e.asset.name,
      e.asset.state,
      locationOf(e.asset),
      e.found?.scannedAt ?? null,
      e.found?.scannedBy?.name ?? null,
      followUp.get(e.asset._id) ?? null,
    ]),
    ...session.unexpected.map((u) => [
      'unexpected',
      u.asset.tag,
      u.asset.name,
      u.asset.state,
      locationOf(u.asset),
      u.scannedAt,
      u.scannedBy?.name ?? null,
      null,
    ]),
    ...session.unknown.map((u) => [
      'unknown',
      u.tag,
      null,
      null,
      null,
      u.scannedAt,
      u.scannedBy?.name ?? null,
      null,
    ]),
  ];
  return csvDocument(CSV_HEADER, rows);
}

const named = (asset: AuditAssetRef) => (asset.tag ? `${asset.tag}  ${asset.name}` : asset.name);

/** The report's times: the company's zone and clock, in the report's language (English). */
export async function reportPdf(
  session: AuditSessionDetail,
  companyName: string,
  style: MomentStyle,
): Promise<Uint8Array> {
  const when = (iso: string | null) => (iso ? formatMoment(iso, 'en', style) : '');
  const doc = await PDFDocument.create();
  doc.setTitle(`Audit report: ${session.branch.name}`);
  doc.setCreator('ITAM');
  const w = new Writer(doc, await PdfFonts.embed(doc));
  const c = session.counts;
  w.line(companyName, { size: 12, bold: true });
  w.line('Audit report', { size: 18, bold: true });
  w.gap();
  w.line(
    `Location: ${session.branch.name} (${session.branch.branchId})${session.area ? `, ${session.area}` : ''}`,
  );
  w.line(`Opened: ${when(session.openedAt)} by ${session.openedBy?.name ?? ''}`);
  w.line(
    session.closedAt
      ? `Closed: ${when(session.closedAt)} by ${session.closedBy?.name ?? ''}${session.movesConfirmed ? ', unexpected assets moved here' : ''}`
      : 'Open: the counts below are the scans so far',
  );
  w.line(
    `Expected ${c.expected}, found ${c.found}, missing ${c.missing}, unexpected ${c.unexpected}, unknown tags ${c.unknown}`,
    { bold: true },
  );
  const section = (title: string, lines: string[]) => {
    w.gap(12);
    w.line(`${title} (${lines.length})`, { size: 12, bold: true });
    if (!lines.length) w.line('None.', { indent: 10 });
    for (const l of lines) w.line(l, { indent: 10, size: 9 });
  };
  const followUp = new Map(session.followUps.map((f) => [f.asset._id, f]));
  section(
    'Missing',
    session.expected
      .filter((e) => !e.found)
      .map((e) => {
        const f = followUp.get(e.asset._id);
        const after = f?.resolution
          ? `, ${followUpText(f)} ${when(f.resolvedAt)} by ${f.resolvedBy?.name ?? ''}`
          : '';
        return `${named(e.asset)}, ${e.asset.state}, now at ${locationOf(e.asset) || '-'}${after}`;
      }),
  );
  section(
    'Unexpected',
    session.unexpected.map(
      (u) =>
        `${named(u.asset)}, registered at ${locationOf(u.asset) || '-'}, scanned ${when(u.scannedAt)} by ${u.scannedBy?.name ?? ''}`,
    ),
  );
  section(
    'Unknown tags',
    session.unknown.map(
      (u) => `${u.tag}, scanned ${when(u.scannedAt)} by ${u.scannedBy?.name ?? ''}`,
    ),
  );
  section(
    'Found',
    session.expected
      .filter((e) => e.found)
      .map(
        (e) =>
          `${named(e.asset)}, scanned ${when(e.found!.scannedAt)} by ${e.found!.scannedBy?.name ?? ''}`,
      ),
  );
  return doc.save();
}
