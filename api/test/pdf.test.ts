import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { isWinAnsi, toWinAnsi, toWinAnsiLine } from '../src/pdf/sanitize.js';
import { wrapText } from '../src/pdf/wrap.js';
import { A4, PdfWriter } from '../src/pdf/writer.js';

const startsWithPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

describe('pdf: sanitising text for the standard fonts', () => {
  it('keeps Portuguese and Spanish text as it is', () => {
    const text = 'Ação, atenção, pão, avô, à, ü; ¿Qué pasó? ¡Año niño! 1º 2ª — “aspas” … 5 €';
    assert.equal(toWinAnsi(text), text);
  });

  it('replaces what WinAnsi cannot encode, by a readable stand-in when there is one', () => {
    assert.equal(toWinAnsi('x ≥ 2 → y ≤ 3 − 1'), 'x >= 2 -> y <= 3 - 1');
    assert.equal(toWinAnsi('Łódź and Ő'), '?ódz and O'); // ó is Latin-1; ź and Ő lose their marks
    assert.equal(toWinAnsi('emoji 🙂 e 漢字'), 'emoji ? e ??');
    assert.equal(toWinAnsi('a\u00a0b\u00adc\u200bd'), 'a bcd');
  });

  it('composes decomposed accents (NFD input) instead of dropping them', () => {
    assert.equal(toWinAnsi('ac\u0327a\u0303o'), 'ação');
  });

  it('keeps line breaks in blocks, not in lines; drops control characters', () => {
    assert.equal(toWinAnsi('um\r\ndois\rtrês\tquatro\u0007'), 'um\ndois\ntrês quatro');
    assert.equal(toWinAnsiLine('um\ndois'), 'um dois');
  });

  it('produces only characters Helvetica encodes', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const nasty = 'Ω≈ç√∫˜µ≤≥÷ 👍🏽 ﬁ ｆｕｌｌ 𝕏 Ş ğ İ ı ţ ș ř č ž ä ö ß ø å æ';
    const clean = toWinAnsiLine(nasty);
    assert.ok(Array.from(clean).every(isWinAnsi), clean);
    assert.doesNotThrow(() => font.encodeText(clean));
    assert.throws(() => font.encodeText('👍'), 'the raw text is indeed unencodable');
  });
});

describe('pdf: wrapping text to a width', () => {
  const measure = (s: string) => s.length; // one unit per character

  it('fills lines greedily and never exceeds the width', () => {
    const lines = wrapText('o rato roeu a roupa do rei de roma', 10, measure);
    assert.deepEqual(lines, ['o rato', 'roeu a', 'roupa do', 'rei de', 'roma']);
    assert.ok(lines.every((l) => l.length <= 10));
  });

  it('keeps explicit line breaks and empty lines', () => {
    assert.deepEqual(wrapText('um\n\ndois', 10, measure), ['um', '', 'dois']);
  });

  it('breaks a word longer than the line between characters', () => {
    assert.deepEqual(wrapText('ab inconstitucionalissimamente cd', 8, measure), [
      'ab',
      'inconsti',
      'tucional',
      'issimame',
      'nte cd',
    ]);
  });

  it('collapses runs of spaces', () => {
    assert.deepEqual(wrapText('  a   b  ', 10, measure), ['a b']);
  });
});

describe('pdf: the flowing document writer', () => {
  it('writes an A4 PDF with the blocks and footers on one page', async () => {
    const pdf = await PdfWriter.create({
      title: 'Relatório de teste',
      language: 'pt-BR',
      footer: (n, total) => `Página ${n} de ${total}`,
    });
    pdf
      .title('Relatório — análise')
      .subtitle('Gerado automaticamente ✓')
      .heading('Seção 1')
      .paragraph('Um parágrafo com acentuação: ação, coração, ñandú.\nSegunda linha.')
      .labelValue('Nota', '7,5')
      .bullets(['primeiro', 'segundo'])
      .rule();
    const bytes = await pdf.toBytes();
    assert.ok(startsWithPdf(bytes));
    const loaded = await PDFDocument.load(bytes);
    assert.equal(loaded.getPageCount(), 1);
    const { width, height } = loaded.getPage(0).getSize();
    assert.ok(Math.abs(width - A4.width) < 0.01 && Math.abs(height - A4.height) < 0.01);
    assert.equal(loaded.getTitle(), 'Relatório de teste');
  });

  it('continues on new pages when the text does not fit, and on explicit page breaks', async () => {
    const pdf = await PdfWriter.create({ title: 'Longo' });
    const long = Array.from({ length: 120 }, (_, i) => `Linha ${i + 1} de um texto comprido.`).join('\n');
    pdf.paragraph(long);
    const pagesAfterText = pdf.pageCount;
    // 120 lines of 11 pt at 1.35 line height (about 14.85 pt) need 1782 pt; a page offers about 730.
    assert.equal(pagesAfterText, 3);
    pdf.pageBreak().paragraph('Última página.');
    const loaded = await PDFDocument.load(await pdf.toBytes());
    assert.equal(loaded.getPageCount(), 4);
  });

  it('lays out landscape pages for documents such as certificates', async () => {
    const pdf = await PdfWriter.create({ title: 'Certificado', landscape: true });
    pdf.title('Certificado', { align: 'center' });
    const loaded = await PDFDocument.load(await pdf.toBytes());
    const { width, height } = loaded.getPage(0).getSize();
    assert.ok(width > height);
  });
});
