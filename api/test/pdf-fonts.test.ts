/**
 * The product's PDFs print what users typed in Latin and Devanagari as typed, not as '?':
 * the clearance certificate of an employee with a Hindi name (and comments, names of
 * signers and assets), and a label sheet of an asset named in Hindi. Read back from the
 * PDF itself: the embedded fonts' ToUnicode maps hold every character of the name, the
 * shaped Devanagari runs carry the typed text as ActualText, and the title keeps it.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { renderClearanceCertificate } from '../src/modules/exits/certificate';
import { renderLabelSheet } from '../src/modules/organisation/tag-labels.service';
import { PdfFonts } from '../src/services/pdf-fonts';

/** A 1x1 transparent PNG (the drawn signature). */
const SIGNATURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const NAME = 'प्रिया शर्मा';
const COMMENT = 'सभी उपकरण वापस मिल गए।';

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
const decoded = (stream: PDFRawStream) =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** What a reader of the PDF gets back from it. */
async function readBack(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const lookup = (value: unknown) => (value instanceof PDFRef ? pdf.context.lookup(value) : value);
  // Every character the fonts' ToUnicode maps turn a glyph back into.
  const mapped = new Set<string>();
  const fontNames: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font'))
      continue;
    fontNames.push(String(object.get(PDFName.of('BaseFont'))));
    const toUnicode = lookup(object.get(PDFName.of('ToUnicode')));
    if (!(toUnicode instanceof PDFRawStream)) continue;
    for (const [, target] of decoded(toUnicode).matchAll(/<[0-9a-f]{4}> <([0-9a-f]+)>/gi))
      for (const char of utf16(target!)) mapped.add(char);
  }
  // The text of the marked-content spans (ActualText) in the pages' content streams.
  const actualText: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents];
    for (const stream of streams)
      if (stream instanceof PDFRawStream)
        for (const [, hex] of decoded(stream).matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g))
          actualText.push(utf16(hex!));
  }
  return { title: pdf.getTitle(), mapped, actualText: actualText.join(' '), fontNames };
}

const missingFrom = (mapped: Set<string>, text: string) =>
  [...text.replace(/\s/g, '')].filter((c) => !mapped.has(c));

describe('PDF fonts', () => {
  it("prints a Devanagari name on the clearance certificate as typed, not as '?'", async () => {
    const pdf = await renderClearanceCertificate({
      companyName: 'Demo Corp',
      employee: { code: 'EMP-0001', name: NAME, department: 'अभियांत्रिकी' },
      reason: 'उच्च शिक्षा',
      startedOn: '2026-01-02',
      lastWorkingDay: '2026-01-30',
      items: [{ name: 'डेल लैपटॉप', tag: 'LAP-1', outcome: 'returned', detail: null }],
      departments: [
        { name: 'IT', signedBy: 'राहुल वर्मा', signedOn: '2026-01-20', comment: COMMENT },
      ],
      authority: { name: 'Meera Iyer', signedOn: '2026-01-31', signaturePng: SIGNATURE },
    });
    const read = await readBack(pdf);
    expect(read.fontNames.every((n) => n.includes('NotoSansDevanagari'))).toBe(true);
    expect(missingFrom(read.mapped, `${NAME} ${COMMENT} राहुल वर्मा Employee: (EMP-0001)`)).toEqual(
      [],
    );
    for (const text of ['प्रिया', 'शर्मा', 'राहुल', 'वर्मा', 'सभी उपकरण वापस मिल गए।', 'डेल लैपटॉप'])
      expect(read.actualText).toContain(text);
    expect(read.actualText).not.toContain('?');
    expect(read.title).toBe(`Clearance certificate: ${NAME}`);
  });

  it('prints an asset named in Hindi on its QR label', async () => {
    const read = await readBack(
      await renderLabelSheet([{ tag: 'DC-0001', name: 'प्रिया का लैपटॉप' }], 'https://x.test', null),
    );
    expect(missingFrom(read.mapped, 'DC-0001 प्रिया का लैपटॉप')).toEqual([]);
    expect(read.actualText).toContain('लैपटॉप');
  });

  it("runs text in the first font that has it; what none has prints as '?'", async () => {
    const fonts = await PdfFonts.embed(await PDFDocument.create());
    const runs = (text: string) => fonts.runs(text).map((r) => [r.text, r.complex]);
    expect(runs('Priya (प्रिया) 王')).toEqual([
      ['Priya (', false],
      ['प्रिया', true],
      [') ?', false],
    ]);
    // Latin Extended letters come from their own part, between the Latin ones.
    expect(
      fonts
        .runs('Łukasz Żółć')
        .map((r) => r.text)
        .join(''),
    ).toBe('Łukasz Żółć');
  });
});
