/**
 * A plain A4 document written line by line with pdf-lib's standard fonts (the exit's
 * clearance certificate, the audit session's report): words wrapped to the page, a new
 * page when one is full. The standard fonts cover Latin-1 only: other characters print
 * as '?', so a name in another script stays legible where it can and never breaks the
 * document.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

/** What WinAnsi (the standard fonts' encoding) can print. */
export const printable = (text: string): string =>
  text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/\s+/g, ' ');

const PAGE = { width: 595.28, height: 841.89, margin: 50 };

export class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` points on this page, or a new page. */
  ensure(height: number): PDFPage {
    if (this.y - height < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
    return this.page;
  }

  line(text: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = PAGE.width - 2 * PAGE.margin - (options.indent ?? 0);
    // Wrap by words to the page's width.
    const words = printable(text).split(' ');
    let current = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && font.widthOfTextAtSize(next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    for (const l of lines) {
      const page = this.ensure(size + 4);
      this.y -= size + 4;
      page.drawText(l, {
        x: PAGE.margin + (options.indent ?? 0),
        y: this.y,
        size,
        font,
        color: rgb(0.1, 0.1, 0.1),
      });
    }
  }

  gap(points = 8): void {
    this.y -= points;
  }

  image(png: Awaited<ReturnType<PDFDocument['embedPng']>>, maxWidth: number, maxHeight: number) {
    const scale = Math.min(maxWidth / png.width, maxHeight / png.height, 1);
    const w = png.width * scale;
    const h = png.height * scale;
    const page = this.ensure(h + 4);
    this.y -= h + 4;
    page.drawImage(png, { x: PAGE.margin, y: this.y, width: w, height: h });
  }
}
