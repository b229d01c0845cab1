/**
 * A sheet of QR labels as a PDF at exact label size: A4 sheets of 3 x 7 labels of
 * 63.5 x 38.1 mm (the common L7160 layout), each with the tag's QR (vector squares, so
 * it scans sharp at any printer resolution), the tag, the asset's name and the company's
 * logo (PNG or JPEG as is; SVG, which PDF cannot embed, rasterized with resvg at print
 * resolution). The QR encodes the tag link `{base}/url_redirect?tag=<tag>`. The tag and
 * the name print in the product's PDF fonts (pdf-fonts.ts: Latin and Devanagari).
 */
import { Resvg } from '@resvg/resvg-js';
import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { tagLink } from '@itam/shared/contracts';
import { PdfFonts } from '../../services/pdf-fonts';

const MM = 72 / 25.4;
export const LABEL_SHEET = {
  pageWidth: 210 * MM,
  pageHeight: 297 * MM,
  columns: 3,
  rows: 7,
  labelWidth: 63.5 * MM,
  labelHeight: 38.1 * MM,
  marginLeft: 7.2 * MM,
  marginTop: 15.15 * MM,
  pitchX: 66.04 * MM,
  pitchY: 38.1 * MM,
} as const;
const PADDING = 2.5 * MM;
const QR_SIZE = LABEL_SHEET.labelHeight - 2 * PADDING;

export interface LabelAsset {
  tag: string;
  name: string;
}

export const LABEL_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

export interface LabelLogo {
  bytes: Uint8Array;
  contentType: (typeof LABEL_LOGO_TYPES)[number];
}

export const isLabelLogoType = (type: string): type is LabelLogo['contentType'] =>
  (LABEL_LOGO_TYPES as readonly string[]).includes(type);

/** The logo's printed height, and the pixels an SVG logo is drawn at (600 dpi). */
const LOGO_HEIGHT_MM = 7;
const SVG_LOGO_PIXELS = Math.round((LOGO_HEIGHT_MM / 25.4) * 600);

/**
 * An SVG logo as a PNG. References to anything outside the file (other files, addresses)
 * are dropped first: an uploaded SVG must not print the server's files.
 */
export function rasterizeSvg(svg: Uint8Array, height = SVG_LOGO_PIXELS): Uint8Array {
  const text = Buffer.from(svg)
    .toString('utf8')
    .replace(/\s(?:xlink:)?href\s*=\s*(["'])(?!#|data:)[^"']*\1/gi, '');
  return new Resvg(text, { fitTo: { mode: 'height', value: height } }).render().asPng();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Cuts text to fit `width` at `size`, with an ellipsis when it had to: by whole letters
 * as a reader sees them (a Devanagari consonant keeps its vowel sign).
 */
function fit(fonts: PdfFonts, text: string, size: number, width: number, bold = false): string {
  if (fonts.widthOf(text, size, bold) <= width) return text;
  let cut = [...graphemes.segment(text)].map((g) => g.segment);
  while (cut.length > 1 && fonts.widthOf(`${cut.join('')}...`, size, bold) > width)
    cut = cut.slice(0, -1);
  return `${cut.join('')}...`;
}

/** The QR's dark modules as one SVG path, one unit per module. */
function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1)
      if (modules.get(row, col)) parts.push(`M${col} ${row}h1v1h-1z`);
  return { path: parts.join(''), size: modules.size };
}

function drawLabel(
  page: PDFPage,
  index: number,
  asset: LabelAsset,
  base: string,
  fonts: PdfFonts,
  logo: PDFImage | null,
): void {
  const s = LABEL_SHEET;
  const col = index % s.columns;
  const row = Math.floor(index / s.columns) % s.rows;
  const left = s.marginLeft + col * s.pitchX;
  const top = s.pageHeight - s.marginTop - row * s.pitchY;
  const qr = qrPath(tagLink(base, asset.tag));
  // drawSvgPath's y is the top of the path (SVG's y grows downwards).
  page.drawSvgPath(qr.path, {
    x: left + PADDING,
    y: top - PADDING,
    scale: QR_SIZE / qr.size,
    color: rgb(0, 0, 0),
  });
  const textLeft = left + PADDING * 2 + QR_SIZE;
  const textWidth = s.labelWidth - (textLeft - left) - PADDING;
  let y = top - PADDING;
  if (logo) {
    const height = LOGO_HEIGHT_MM * MM;
    const width = Math.min(textWidth, (logo.width / logo.height) * height);
    y -= height;
    page.drawImage(logo, { x: textLeft, y, width, height: (width / logo.width) * logo.height });
    y -= 2 * MM;
  }
  const tagSize = 10;
  y -= tagSize;
  fonts.draw(page, fit(fonts, asset.tag, tagSize, textWidth, true), {
    x: textLeft,
    y,
    size: tagSize,
    bold: true,
  });
  const nameSize = 7;
  y -= nameSize + 3;
  fonts.draw(page, fit(fonts, asset.name, nameSize, textWidth), {
    x: textLeft,
    y,
    size: nameSize,
  });
}

export async function renderLabelSheet(
  assets: readonly LabelAsset[],
  base: string,
  logo: LabelLogo | null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Asset labels');
  doc.setCreator('ITAM');
  const fonts = await PdfFonts.embed(doc);
  let image: PDFImage | null = null;
  if (logo) {
    try {
      image =
        logo.contentType === 'image/jpeg'
          ? await doc.embedJpg(logo.bytes)
          : await doc.embedPng(
              logo.contentType === 'image/svg+xml' ? rasterizeSvg(logo.bytes) : logo.bytes,
            );
    } catch {
      image = null; // An unreadable logo prints no logo rather than no labels.
    }
  }
  const perPage = LABEL_SHEET.columns * LABEL_SHEET.rows;
  let page: PDFPage | null = null;
  assets.forEach((asset, i) => {
    if (i % perPage === 0) page = doc.addPage([LABEL_SHEET.pageWidth, LABEL_SHEET.pageHeight]);
    drawLabel(page!, i, asset, base, fonts, image);
  });
  return doc.save();
}
