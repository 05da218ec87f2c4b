import { PdfWriter } from '../../pdf/writer.js';
import { REPORT_MESSAGES, type ReportLocale, type ReportMessages } from './report-messages.js';
import { analyzeText } from './text-analysis.js';

/** What both reports of one graded open-ended answer show (texts already converted from HTML). */
export interface EvaluationReportData {
  locale: ReportLocale;
  edition: string;
  exam: string;
  participant: string;
  /** The question's number in the exam (1-based). */
  questionNumber: number;
  statement: string;
  answer: string;
  score: number;
  comments: string | null;
  expected: string | null;
  /** When the report was generated, formatted DD/MM/YYYY HH:mm in the edition's time zone. */
  generatedAt: string;
}

const numberFormat = (locale: ReportLocale, digits = 2) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits });

async function startReport(data: EvaluationReportData, m: ReportMessages, title: string) {
  const pdf = await PdfWriter.create({
    title: `${title} — ${m.question} ${data.questionNumber}`,
    author: data.edition,
    subject: `${data.exam} — ${data.participant}`,
    language: data.locale,
    footer: m.page,
  });
  pdf.title(title).subtitle(`${data.edition} — ${data.exam}`);
  pdf
    .labelValue(m.participant, data.participant)
    .labelValue(m.question, String(data.questionNumber))
    .labelValue(m.generatedAt, data.generatedAt)
    .rule();
  return pdf;
}

/** The grading mirror: statement, the participant's answer, score, grader comments and the expected answer. */
export async function scoreDetailsPdf(data: EvaluationReportData): Promise<Uint8Array> {
  const m = REPORT_MESSAGES[data.locale];
  const pdf = await startReport(data, m, m.scoreDetailsTitle);
  pdf.heading(m.statement).paragraph(data.statement || '—');
  pdf.heading(m.answer).paragraph(data.answer || m.noAnswer);
  pdf.heading(m.score).paragraph(numberFormat(data.locale).format(data.score), { size: 14, font: 'bold' });
  pdf.heading(m.comments).paragraph(data.comments?.trim() || m.noComments);
  pdf.heading(m.expected).paragraph(data.expected?.trim() || m.noExpected);
  return pdf.toBytes();
}

/** The automatic text analysis of the answer: sizes, averages, lexical diversity, frequent words, readability. */
export async function textAnalysisPdf(data: EvaluationReportData): Promise<Uint8Array> {
  const m = REPORT_MESSAGES[data.locale];
  const a = analyzeText(data.answer);
  const n = numberFormat(data.locale);
  const pdf = await startReport(data, m, m.textAnalysisTitle);

  pdf.heading(m.metrics);
  const rows: [string, number][] = [
    [m.characters, a.characters],
    [m.charactersWithoutSpaces, a.charactersWithoutSpaces],
    [m.words, a.words],
    [m.distinctWords, a.distinctWords],
    [m.sentences, a.sentences],
    [m.paragraphs, a.paragraphs],
    [m.averageWordsPerSentence, a.averageWordsPerSentence],
    [m.averageSyllablesPerWord, a.averageSyllablesPerWord],
    [m.lexicalDiversity, a.lexicalDiversity],
  ];
  for (const [label, value] of rows) pdf.labelValue(label, n.format(value), { labelWidth: 300 });

  pdf.heading(m.topWords);
  if (a.topWords.length) pdf.bullets(a.topWords.map((w) => `${w.word}: ${m.occurrences(w.count)}`));
  else pdf.paragraph(m.noTopWords);

  pdf.heading(m.readability);
  if (a.readability)
    pdf.labelValue(
      m.readabilityIndex,
      `${numberFormat(data.locale, 1).format(a.readability.index)} (${m.levels[a.readability.level]})`,
      { labelWidth: 300 },
    );
  else pdf.paragraph(m.notComputable);
  pdf.paragraph(m.formula, { size: 9, font: 'italic' });

  pdf.heading(m.analyzedText).paragraph(data.answer || m.noAnswer);
  pdf.spacer(6).paragraph(m.automaticNote, { size: 9, font: 'italic' });
  return pdf.toBytes();
}
