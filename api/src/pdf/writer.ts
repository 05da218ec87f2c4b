import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toWinAnsi, toWinAnsiLine } from './sanitize.js';
import { wrapText } from './wrap.js';

/** A4 in points (210 × 297 mm). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export type FontName = 'regular' | 'bold' | 'italic' | 'boldItalic';

export interface PdfWriterOptions {
  /** The document title (metadata). */
  title: string;
  author?: string;
  subject?: string;
  /** BCP 47 language of the content, e.g. 'pt-BR' (metadata). */
  language?: string;
  /** A4 landscape instead of portrait. */
  landscape?: boolean;
  /** Page margin in points (default 56, about 2 cm). */
  margin?: number;
  /** Footer of each page, e.g. `(n, total) => \`Página ${n} de ${total}\``; none when absent. */
  footer?: (page: number, total: number) => string;
}

export interface TextStyle {
  /** Font size in points (default 11). */
  size?: number;
  font?: FontName;
  color?: RGB;
  align?: 'left' | 'center' | 'right';
  /** Left indent in points. */
  indent?: number;
  /** Extra space after the block (default half the font size). */
  spaceAfter?: number;
}

const TEXT = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const LINE_FACTOR = 1.35;
const FOOTER_SIZE = 8;

/**
 * A flowing document over pdf-lib with the standard fonts: blocks (title, headings, paragraphs,
 * label/value rows, bullet lists) are laid out top to bottom, wrapped to the page width, and continued
 * on a new page when the current one is full. Every text is sanitised to what the fonts can encode.
 * `doc`, `fonts` and `currentPage` stay available for custom drawing (logos, frames, certificates).
 */
export class PdfWriter {
  readonly doc: PDFDocument;
  readonly fonts: Record<FontName, PDFFont>;
  readonly margin: number;
  readonly pageWidth: number;
  readonly pageHeight: number;
  private readonly footer?: PdfWriterOptions['footer'];
  private page: PDFPage;
  private footersDrawn = false;
  /** The top of the free space on the current page (PDF coordinates: 0 at the bottom). */
  private y: number;

  private constructor(doc: PDFDocument, fonts: Record<FontName, PDFFont>, opts: PdfWriterOptions) {
    this.doc = doc;
    this.fonts = fonts;
    this.margin = opts.margin ?? 56;
    this.pageWidth = opts.landscape ? A4.height : A4.width;
    this.pageHeight = opts.landscape ? A4.width : A4.height;
    this.footer = opts.footer;
    this.page = doc.addPage([this.pageWidth, this.pageHeight]);
    this.y = this.top;
  }

  static async create(opts: PdfWriterOptions): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(opts.title, { showInWindowTitleBar: true });
    if (opts.author) doc.setAuthor(opts.author);
    if (opts.subject) doc.setSubject(opts.subject);
    if (opts.language) doc.setLanguage(opts.language);
    doc.setCreator('Plataforma de olimpíadas');
    doc.setProducer('pdf-lib');
    const [regular, bold, italic, boldItalic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
      doc.embedFont(StandardFonts.HelveticaBoldOblique),
    ]);
    return new PdfWriter(doc, { regular, bold, italic, boldItalic }, opts);
  }

  private get top(): number {
    return this.pageHeight - this.margin;
  }

  /** The lowest y text may reach (the footer lives below it). */
  private get bottom(): number {
    return this.margin + (this.footer ? FOOTER_SIZE * 2 : 0);
  }

  /** Width available for text. */
  get contentWidth(): number {
    return this.pageWidth - 2 * this.margin;
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  get currentPage(): PDFPage {
    return this.page;
  }

  /** The y where the next block starts (PDF coordinates). */
  get cursor(): number {
    return this.y;
  }

  pageBreak(): this {
    this.page = this.doc.addPage([this.pageWidth, this.pageHeight]);
    this.y = this.top;
    return this;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): this {
    if (this.y - height < this.bottom && this.y < this.top) this.pageBreak();
    return this;
  }

  spacer(height: number): this {
    this.y = Math.max(this.bottom, this.y - height);
    return this;
  }

  /** Wraps already-sanitised text for a font, size and width. */
  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    return wrapText(text, width, (s) => font.widthOfTextAtSize(s, size));
  }

  private drawLine(line: string, x: number, width: number, font: PDFFont, size: number, style: TextStyle) {
    const lineHeight = size * LINE_FACTOR;
    this.ensureSpace(lineHeight);
    const textWidth = font.widthOfTextAtSize(line, size);
    const dx =
      style.align === 'center' ? (width - textWidth) / 2 : style.align === 'right' ? width - textWidth : 0;
    if (line)
      this.page.drawText(line, { x: x + dx, y: this.y - size, size, font, color: style.color ?? TEXT });
    this.y -= lineHeight;
  }

  /** A block of text; '\n' starts a new line, long lines wrap. */
  paragraph(text: string, style: TextStyle = {}): this {
    const size = style.size ?? 11;
    const font = this.fonts[style.font ?? 'regular'];
    const indent = style.indent ?? 0;
    const width = this.contentWidth - indent;
    for (const line of this.lines(toWinAnsi(text), font, size, width))
      this.drawLine(line, this.margin + indent, width, font, size, style);
    return this.spacer(style.spaceAfter ?? size / 2);
  }

  /** The document's title: large, bold. */
  title(text: string, style: Omit<TextStyle, 'font'> = {}): this {
    return this.paragraph(toWinAnsiLine(text), { size: 18, spaceAfter: 6, ...style, font: 'bold' });
  }

  /** A line under the title in a muted colour. */
  subtitle(text: string, style: Omit<TextStyle, 'font'> = {}): this {
    return this.paragraph(toWinAnsiLine(text), { size: 11, color: MUTED, spaceAfter: 12, ...style });
  }

  /** A section heading, kept on the same page as at least two lines of what follows. */
  heading(text: string, style: Omit<TextStyle, 'font'> = {}): this {
    const size = style.size ?? 13;
    this.spacer(size * 0.6);
    this.ensureSpace(size * LINE_FACTOR + 2 * 11 * LINE_FACTOR);
    return this.paragraph(toWinAnsiLine(text), { spaceAfter: 4, ...style, size, font: 'bold' });
  }

  /** Label (bold, left column) and value (wrapped in the right column) side by side. */
  labelValue(label: string, value: string, opts: { size?: number; labelWidth?: number } = {}): this {
    const size = opts.size ?? 11;
    const labelWidth = opts.labelWidth ?? Math.round(this.contentWidth * 0.4);
    const gap = 8;
    const valueWidth = this.contentWidth - labelWidth - gap;
    const labelLines = this.lines(toWinAnsiLine(label), this.fonts.bold, size, labelWidth);
    const valueLines = this.lines(toWinAnsi(value), this.fonts.regular, size, valueWidth);
    const lineHeight = size * LINE_FACTOR;
    const rows = Math.max(labelLines.length, valueLines.length);
    for (let i = 0; i < rows; i++) {
      this.ensureSpace(lineHeight);
      const baseline = this.y - size;
      const l = labelLines[i];
      const v = valueLines[i];
      if (l) this.page.drawText(l, { x: this.margin, y: baseline, size, font: this.fonts.bold, color: TEXT });
      if (v)
        this.page.drawText(v, {
          x: this.margin + labelWidth + gap,
          y: baseline,
          size,
          font: this.fonts.regular,
          color: TEXT,
        });
      this.y -= lineHeight;
    }
    return this.spacer(size * 0.3);
  }

  /** A bulleted list; each item wraps under its own text. */
  bullets(items: string[], style: Omit<TextStyle, 'align'> = {}): this {
    const size = style.size ?? 11;
    const font = this.fonts[style.font ?? 'regular'];
    const indent = (style.indent ?? 0) + 14;
    const width = this.contentWidth - indent;
    for (const item of items) {
      const lines = this.lines(toWinAnsi(item), font, size, width);
      lines.forEach((line, i) => {
        this.ensureSpace(size * LINE_FACTOR);
        if (i === 0)
          this.page.drawText('•', {
            x: this.margin + indent - 10,
            y: this.y - size,
            size,
            font,
            color: style.color ?? TEXT,
          });
        this.drawLine(line, this.margin + indent, width, font, size, style);
      });
    }
    return this.spacer(style.spaceAfter ?? size / 2);
  }

  /** A thin horizontal line across the text width. */
  rule(): this {
    this.ensureSpace(10);
    this.y -= 4;
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.pageWidth - this.margin, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 6;
    return this;
  }

  /** The PDF bytes (footers are drawn now that the page count is known). */
  async toBytes(): Promise<Uint8Array> {
    if (this.footer && !this.footersDrawn) {
      this.footersDrawn = true;
      const pages = this.doc.getPages();
      pages.forEach((page, i) => {
        const text = toWinAnsiLine(this.footer!(i + 1, pages.length));
        const width = this.fonts.regular.widthOfTextAtSize(text, FOOTER_SIZE);
        page.drawText(text, {
          x: (this.pageWidth - width) / 2,
          y: this.margin / 2,
          size: FOOTER_SIZE,
          font: this.fonts.regular,
          color: MUTED,
        });
      });
    }
    return this.doc.save();
  }
}
