import { degrees, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toWinAnsiLine } from '../../pdf/sanitize.js';
import { wrapText } from '../../pdf/wrap.js';
import { PdfWriter } from '../../pdf/writer.js';
import type { Locale } from '../../shared-rules.js';
import { CERTIFICATE_TEXT } from './certificate-text.js';

/** What one certificate says. */
export interface CertificateContent {
  locale: Locale;
  /** The edition as named on the certificate (name and year). */
  edition: string;
  /** The person certified. */
  name: string;
  /** The participation sentence ("participou da OBIA 2025."). */
  participation: string;
  /** The achievement reached, when the edition has achievements and the score is in one. */
  achievement: string | null;
  /** The issue date, DD/MM/YYYY in the edition's time zone. */
  issuedOn: string;
  /** Where anyone checks this certificate, with its QR code (PNG), on a generated certificate. */
  verification?: { url: string; qrPng: Uint8Array };
}

const NAVY = rgb(0.11, 0.2, 0.42);
const GOLD = rgb(0.73, 0.56, 0.2);
const INK = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.38, 0.38, 0.42);
const PAPER = rgb(0.995, 0.99, 0.97);

interface Ink {
  font: PDFFont;
  size: number;
  color: RGB;
}

/** Draws one line centred on `cx` with its baseline at `y`. */
function centred(page: PDFPage, text: string, cx: number, y: number, ink: Ink) {
  const line = toWinAnsiLine(text);
  const width = ink.font.widthOfTextAtSize(line, ink.size);
  page.drawText(line, { x: cx - width / 2, y, size: ink.size, font: ink.font, color: ink.color });
}

/** Letter-spaced capitals, as engraved titles are set. */
const spaced = (text: string) =>
  toWinAnsiLine(text)
    .toUpperCase()
    .split(' ')
    .filter(Boolean)
    .map((word) => Array.from(word).join(' '))
    .join('   ');

/** The largest size (down to `min`) at which the text fits the width on one line. */
function fittingSize(font: PDFFont, text: string, max: number, min: number, width: number): number {
  let size = max;
  while (size > min && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
}

/** The text cut with an ellipsis so that it fits the width at the size. */
function truncated(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = Array.from(text);
  while (chars.length && font.widthOfTextAtSize(`${chars.join('').trimEnd()}…`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** One centred line shrunk (down to `min`) to fit the width, then cut with an ellipsis if need be. */
function centredFit(
  page: PDFPage,
  text: string,
  cx: number,
  y: number,
  ink: Ink & { min: number; width: number },
) {
  const line = toWinAnsiLine(text).trim();
  const size = fittingSize(ink.font, line, ink.size, ink.min, ink.width);
  centred(page, truncated(ink.font, line, size, ink.width), cx, y, { ...ink, size });
}

function frame(page: PDFPage, width: number, height: number) {
  page.drawRectangle({ x: 0, y: 0, width, height, color: PAPER });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: width - 36,
    height: height - 36,
    borderColor: NAVY,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 30,
    y: 30,
    width: width - 60,
    height: height - 60,
    borderColor: GOLD,
    borderWidth: 1,
  });
  // A gold diamond on each corner of the inner frame.
  for (const [x, y] of [
    [30, 30],
    [width - 30, 30],
    [30, height - 30],
    [width - 30, height - 30],
  ] as const) {
    const side = 12;
    page.drawRectangle({
      x,
      y: y - (side * Math.SQRT2) / 2,
      width: side,
      height: side,
      rotate: degrees(45),
      color: GOLD,
    });
  }
}

/**
 * The participant's certificate: one designed landscape A4 page — a double frame, the edition's name
 * and year, 'Certificado', the person's name, the participation sentence, the achievement when there
 * is one, the issue date and a signature line. All text goes through the WinAnsi sanitiser.
 */
export async function certificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const words = CERTIFICATE_TEXT[content.locale];
  const writer = await PdfWriter.create({
    title: `${words.title} — ${content.name}`,
    subject: content.edition,
    author: content.edition,
    language: content.locale,
    landscape: true,
  });
  const page = writer.currentPage;
  const { regular, bold, italic } = writer.fonts;
  const width = writer.pageWidth;
  const height = writer.pageHeight;
  const cx = width / 2;
  const textWidth = width - 2 * 130;

  frame(page, width, height);

  // The edition in letter-spaced capitals when it fits, else in plain capitals as large as fits.
  const header = spaced(content.edition);
  if (bold.widthOfTextAtSize(header, 13) <= textWidth)
    centred(page, header, cx, height - 110, { font: bold, size: 13, color: NAVY });
  else
    centredFit(page, content.edition.toUpperCase(), cx, height - 110, {
      font: bold,
      size: 13,
      min: 8,
      width: textWidth,
      color: NAVY,
    });
  page.drawLine({
    start: { x: cx - 40, y: height - 124 },
    end: { x: cx + 40, y: height - 124 },
    thickness: 1.5,
    color: GOLD,
  });
  centred(page, words.title.toUpperCase(), cx, height - 196, { font: bold, size: 46, color: NAVY });
  centred(page, words.intro, cx, height - 246, { font: italic, size: 15, color: MUTED });

  // The name: as large as fits, wrapped only when even the smallest size is too wide.
  const name = toWinAnsiLine(content.name).trim();
  const nameSize = fittingSize(bold, name, 32, 18, textWidth);
  const nameLines = wrapText(name, textWidth, (s) => bold.widthOfTextAtSize(s, nameSize)).slice(0, 2);
  let y = height - 298;
  for (const line of nameLines) {
    centred(page, line, cx, y, { font: bold, size: nameSize, color: INK });
    y -= nameSize * 1.2;
  }
  page.drawLine({
    start: { x: cx - 200, y: y + nameSize * 1.2 - 12 },
    end: { x: cx + 200, y: y + nameSize * 1.2 - 12 },
    thickness: 0.8,
    color: GOLD,
  });

  y -= 22;
  const bodySize = 16;
  const sentence = toWinAnsiLine(content.participation);
  for (const line of wrapText(sentence, textWidth, (s) => regular.widthOfTextAtSize(s, bodySize)).slice(
    0,
    3,
  )) {
    centred(page, line, cx, y, { font: regular, size: bodySize, color: INK });
    y -= bodySize * 1.45;
  }

  if (content.achievement) {
    y -= 10;
    const label = toWinAnsiLine(`${words.achievement}: `);
    const value = toWinAnsiLine(content.achievement);
    const size = fittingSize(bold, label + value, 17, 11, textWidth);
    const total = regular.widthOfTextAtSize(label, size) + bold.widthOfTextAtSize(value, size);
    const x = cx - total / 2;
    page.drawText(label, { x, y, size, font: regular, color: NAVY });
    page.drawText(value, { x: x + regular.widthOfTextAtSize(label, size), y, size, font: bold, color: GOLD });
  }

  // Issue date on the left, signature line on the right.
  page.drawText(toWinAnsiLine(words.issued(content.issuedOn)), {
    x: 90,
    y: 84,
    size: 11,
    font: regular,
    color: MUTED,
  });
  const signX = width - 230;
  page.drawLine({
    start: { x: signX - 110, y: 100 },
    end: { x: signX + 110, y: 100 },
    thickness: 0.8,
    color: INK,
  });
  centred(page, words.signature, signX, 84, { font: bold, size: 11, color: INK });
  centredFit(page, content.edition, signX, 70, { font: regular, size: 9, min: 7, width: 260, color: MUTED });

  // The QR code between date and signature, its address under the date: the verification page.
  if (content.verification) {
    const qr = await writer.doc.embedPng(content.verification.qrPng);
    page.drawImage(qr, { x: cx - 34, y: 44, width: 68, height: 68 });
    page.drawText(toWinAnsiLine(content.verification.url), {
      x: 90,
      y: 68,
      size: 8,
      font: regular,
      color: MUTED,
    });
  }

  return writer.toBytes();
}
