/**
 * The fonts every PDF of the product writes with (the exit's clearance certificate, the
 * audit session's report, the QR label sheets): Noto Sans Devanagari (SIL OFL 1.1, the
 * files the web app's Hindi uses, from @fontsource/noto-sans-devanagari), whose Latin,
 * Latin Extended and Devanagari parts are embedded as subsets of the glyphs a document
 * uses. A text is drawn in runs, each in the first part that has its characters, shaped by
 * fontkit (conjuncts, vowel signs before their consonant), so names, comments and anything
 * else users typed in those scripts print as typed; a character none of them has prints as
 * '?' and never breaks the document. A Devanagari run carries its text as ActualText, so
 * copying it from a viewer gives the characters in their typed order, not the glyphs'.
 */
import fs from 'node:fs';
import path from 'node:path';
// @pdf-lib/fontkit's Indic shaper calls a global `regeneratorRuntime` (it is compiled so).
import 'regenerator-runtime/runtime';
import * as fontkit from '@pdf-lib/fontkit';
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  rgb,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';

/** The parts of the family, in the order a run's first character looks for one. */
const PARTS = [
  { name: 'latin', complex: false },
  { name: 'latin-ext', complex: false },
  { name: 'devanagari', complex: true },
] as const;
const WEIGHTS = { regular: 400, bold: 700 } as const;

/** What a character no part has prints as. */
const MISSING = '?';

interface PartFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  /** The regular file parsed once, to ask which characters it has. */
  coverage: fontkit.Font;
  complex: boolean;
}

let files: PartFiles[] | null = null;

/** The font files, read and parsed once per process. */
function partFiles(): PartFiles[] {
  if (files) return files;
  // The package's folder (its files/ are exported by name, jest maps font imports to a stub).
  const dir = path.join(
    path.dirname(require.resolve('@fontsource/noto-sans-devanagari/package.json')),
    'files',
  );
  const read = (part: string, weight: number) =>
    new Uint8Array(
      fs.readFileSync(path.join(dir, `noto-sans-devanagari-${part}-${weight}-normal.woff`)),
    );
  files = PARTS.map((p) => {
    const regular = read(p.name, WEIGHTS.regular);
    return {
      regular,
      bold: read(p.name, WEIGHTS.bold),
      coverage: fontkit.create(regular),
      complex: p.complex,
    };
  });
  return files;
}

interface Face {
  regular: PDFFont;
  bold: PDFFont;
  coverage: fontkit.Font;
  complex: boolean;
}

export interface TextRun {
  text: string;
  font: PDFFont;
  /** Shaped (Devanagari): the glyphs' order is not the characters'. */
  complex: boolean;
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: Color;
}

/** The product's fonts embedded in one document. */
export class PdfFonts {
  private constructor(private readonly faces: Face[]) {}

  static async embed(doc: PDFDocument): Promise<PdfFonts> {
    doc.registerFontkit(fontkit);
    const faces: Face[] = [];
    for (const part of partFiles())
      faces.push({
        regular: await doc.embedFont(part.regular, { subset: true }),
        bold: await doc.embedFont(part.bold, { subset: true }),
        coverage: part.coverage,
        complex: part.complex,
      });
    return new PdfFonts(faces);
  }

  /** `text` cut into runs of one face each (controls become spaces). */
  runs(text: string, bold = false): TextRun[] {
    const runs: { text: string; face: Face }[] = [];
    for (const char of text.normalize('NFC').replace(/\p{Cc}/gu, ' ')) {
      const code = char.codePointAt(0)!;
      const last = runs[runs.length - 1];
      if (last?.face.coverage.hasGlyphForCodePoint(code)) {
        last.text += char;
        continue;
      }
      const face = this.faces.find((f) => f.coverage.hasGlyphForCodePoint(code));
      const [next, shown] = face ? [face, char] : [this.faces[0]!, MISSING];
      if (last?.face === next) last.text += shown;
      else runs.push({ text: shown, face: next });
    }
    return runs.map((r) => ({
      text: r.text,
      font: bold ? r.face.bold : r.face.regular,
      complex: r.face.complex,
    }));
  }

  widthOf(text: string, size: number, bold = false): number {
    return this.runs(text, bold).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  /** Draws `text` on one line from (x, y), run after run. */
  draw(page: PDFPage, text: string, options: DrawOptions): void {
    const color = options.color ?? rgb(0, 0, 0);
    let x = options.x;
    for (const run of this.runs(text, options.bold)) {
      if (run.complex) page.pushOperators(this.actualText(run.text));
      page.drawText(run.text, { x, y: options.y, size: options.size, font: run.font, color });
      if (run.complex) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
      x += run.font.widthOfTextAtSize(run.text, options.size);
    }
  }

  /** Marked content whose ActualText is `text` (a PDF dictionary, written as is). */
  private actualText(text: string): PDFOperator {
    return PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
      PDFName.of('Span'),
      `<</ActualText ${PDFHexString.fromText(text).toString()}>>`,
    ]);
  }
}
