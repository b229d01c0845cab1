/**
 * The clearance certificate of a completed exit, as an A4 PDF (pdf-lib, as the tag labels):
 * the employee, the dates, every item the employee held and its outcome, every department's
 * signature, and the authority's drawn signature (its PNG embedded as is). Labels are in
 * English; names, comments and everything else users typed print in their own script
 * (Latin or Devanagari: pdf-fonts.ts).
 */
import { PDFDocument } from 'pdf-lib';
import { PdfFonts } from '../../services/pdf-fonts';
import { Writer } from '../../services/pdf-writer';

export interface CertificateInput {
  companyName: string;
  employee: { code: string; name: string; department: string | null };
  reason: string;
  startedOn: string;
  lastWorkingDay: string;
  items: {
    name: string;
    tag: string | null;
    outcome: string;
    detail: string | null;
  }[];
  departments: { name: string; signedBy: string; signedOn: string; comment: string | null }[];
  authority: { name: string; signedOn: string; signaturePng: Uint8Array };
}

export async function renderClearanceCertificate(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Clearance certificate: ${input.employee.name}`);
  doc.setCreator('ITAM');
  const signature = await doc.embedPng(input.authority.signaturePng);
  const w = new Writer(doc, await PdfFonts.embed(doc));
  w.line(input.companyName, { size: 12, bold: true });
  w.line('Clearance certificate', { size: 18, bold: true });
  w.gap();
  w.line(`Employee: ${input.employee.name} (${input.employee.code})`);
  if (input.employee.department) w.line(`Department: ${input.employee.department}`);
  w.line(`Exit started: ${input.startedOn}`);
  w.line(`Last working day: ${input.lastWorkingDay}`);
  w.line(`Reason: ${input.reason}`);
  w.gap(12);
  w.line('Items', { size: 12, bold: true });
  if (!input.items.length) w.line('The employee held no assets.', { indent: 10 });
  for (const item of input.items) {
    const name = item.tag ? `${item.name} (${item.tag})` : item.name;
    w.line(`${name}: ${item.outcome}${item.detail ? `, ${item.detail}` : ''}`, { indent: 10 });
  }
  w.gap(12);
  w.line('Department sign-off', { size: 12, bold: true });
  for (const d of input.departments) {
    w.line(`${d.name}: signed by ${d.signedBy} on ${d.signedOn}`, { indent: 10 });
    if (d.comment) w.line(`"${d.comment}"`, { indent: 20, size: 9 });
  }
  w.gap(12);
  w.line('Authority', { size: 12, bold: true });
  w.image(signature, 200, 80);
  w.line(`${input.authority.name}, ${input.authority.signedOn}`);
  return doc.save();
}

/** True when the bytes start with the PNG signature. */
export function isPng(bytes: Uint8Array): boolean {
  const magic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);
}
