/**
 * The text a PDF of the product shows, for tests: every text run of every page (pdf-lib
 * writes each as `<glyph ids> Tj` in a subset font), read back through each font's ToUnicode
 * map. One string per run, in drawing order.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';

function streamText(doc: PDFDocument, object: PDFObject | undefined): string {
  const stream = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

const hexToText = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A font's glyph id → text, from its ToUnicode map's bfchar and bfrange entries. */
function toUnicode(doc: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const cmap = streamText(doc, font.get(PDFName.of('ToUnicode')));
  for (const [, from, to, start] of cmap.matchAll(/<(\w+)>\s*<(\w+)>\s*<(\w+)>/g)) {
    const first = parseInt(from!, 16);
    for (let gid = first; gid <= parseInt(to!, 16); gid++) {
      const code = parseInt(start!.slice(0, 4), 16) + gid - first;
      map.set(gid.toString(16).padStart(4, '0').toUpperCase(), String.fromCodePoint(code));
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, gid, text] of block[1]!.matchAll(/<(\w+)>\s*<(\w+)>/g))
      map.set(gid!.toUpperCase(), hexToText(text!));
  return map;
}

export async function pdfTextRuns(bytes: Uint8Array | Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const runs: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref);
      if (font instanceof PDFDict) maps.set(name.asString(), toUnicode(doc, font));
    }
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = parts.map((part) => streamText(doc, part)).join('\n');
    let font = new Map<string, string>();
    for (const [, name, hex] of ops.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (name) font = maps.get(name) ?? new Map();
      else
        runs.push(
          (hex!.toUpperCase().match(/.{4}/g) ?? []).map((gid) => font.get(gid) ?? '?').join(''),
        );
    }
  }
  return runs;
}

/** All of a PDF's text, its runs joined by new lines. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  return (await pdfTextRuns(bytes)).join('\n');
}
