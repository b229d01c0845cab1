/**
 * A plain A4 document (the exit's clearance certificate, the audit session's report)
 * written line by line in the product's PDF fonts (pdf-fonts.ts: Latin and Devanagari):
 * words wrapped to the page, a new page when one is full.
 */
import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { PdfFonts } from './pdf-fonts';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };

export class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: PdfFonts,
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
    const bold = options.bold ?? false;
    const width = PAGE.width - 2 * PAGE.margin - (options.indent ?? 0);
    // Wrap by words to the page's width.
    const words = text.replace(/\s+/g, ' ').split(' ');
    let current = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.fonts.widthOf(next, size, bold) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    for (const l of lines) {
      const page = this.ensure(size + 4);
      this.y -= size + 4;
      this.fonts.draw(page, l, {
        x: PAGE.margin + (options.indent ?? 0),
        y: this.y,
        size,
        bold,
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
