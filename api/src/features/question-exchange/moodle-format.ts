import type { Locale } from '../../shared-rules.js';
import {
  defaultQuestion,
  positiveInt,
  weightOf,
  type ExchangeQuestion,
  type ParsedFile,
  type ParsedItem,
  type SkipNote,
} from './exchange-question.js';
import { EXCHANGE_LIMITS } from './limits.js';
import { BrokenFile, TooManyQuestions } from './messages.js';
import { buildPlain, parsePlain } from './xml.js';

/**
 * Moodle XML (question/format/xml in Moodle 4.x; issue 14): a <quiz> of <question type="…">.
 *
 * Written: multiple choice as type="multichoice" (single=true, answers with fraction 100 or 0, HTML in
 * CDATA, answernumbering ABCD or 123 for the style), open-ended as type="essay" (responseformat
 * editor, 15 lines, no attachments); the resolution comment is the generalfeedback, the weight the
 * defaultgrade. What Moodle has no field for rides in the question's tags, which Moodle keeps on
 * import: `olympiad:character_limit=800` (Moodle's essay limits words, not characters),
 * `olympiad:education_subject_id=20`, `olympiad:status=cancelled`.
 *
 * Read: multichoice with one correct answer (fraction 100; several answers with a positive fraction
 * are "more than one correct answer" and the question is skipped), truefalse as a two-alternative
 * multiple choice (Verdadeiro/Falso in the caller's language, the correct one from the fractions),
 * essay as open-ended (generalfeedback, else graderinfo, as the comment). Category records are not
 * questions and are passed over silently; every other type (shortanswer, numerical, matching, cloze,
 * ddwtos, calculated, description, …) is skipped with its type named. Text in another format than
 * html (plain, Moodle auto-format, markdown) is taken as plain text. Images embedded as
 * @@PLUGINFILE@@/name with a base64 <file> come along as the question's assets (stored with the
 * question; see import-preview.ts); an image whose file is absent is dropped by the sanitiser.
 */
const STYLE_NUMBERING = { alphabetic: 'ABCD', numeric: '123' } as const;
const TAG = 'olympiad:';

const cdata = (html: string) => ({ __cdata: html });
const textField = (html: string) => ({ '@_format': 'html', text: cdata(html) });

export function writeMoodle(questions: ExchangeQuestion[]): Buffer {
  const list = questions.map((q, i) => {
    const tags = [
      `${TAG}education_subject_id=${q.education_subject_id}`,
      ...(q.status === 'cancelled' ? [`${TAG}status=cancelled`] : []),
      ...(q.character_limit ? [`${TAG}character_limit=${q.character_limit}`] : []),
    ];
    const common = {
      name: { text: `Questão ${i + 1}` },
      questiontext: textField(q.statement),
      generalfeedback: textField(q.comment ?? ''),
      defaultgrade: String(q.weight),
      penalty: '0',
      hidden: '0',
      idnumber: '',
    };
    const tagList = { tags: { tag: tags.map((t) => ({ text: t })) } };
    if (q.kind === 'open_ended')
      return {
        '@_type': 'essay',
        ...common,
        responseformat: 'editor',
        responserequired: '1',
        responsefieldlines: '15',
        minwordlimit: '',
        maxwordlimit: '',
        attachments: '0',
        attachmentsrequired: '0',
        maxbytes: '0',
        filetypeslist: '',
        graderinfo: textField(''),
        responsetemplate: textField(''),
        ...tagList,
      };
    return {
      '@_type': 'multichoice',
      ...common,
      single: 'true',
      shuffleanswers: 'false',
      answernumbering: STYLE_NUMBERING[q.style],
      showstandardinstruction: '0',
      correctfeedback: textField(''),
      partiallycorrectfeedback: textField(''),
      incorrectfeedback: textField(''),
      answer: q.alternatives.map((a) => ({
        '@_fraction': a.correct ? '100' : '0',
        '@_format': 'html',
        text: cdata(a.description),
        feedback: textField(''),
      })),
      ...tagList,
    };
  });
  return Buffer.from(buildPlain({ quiz: { question: list } }), 'utf8');
}

type Node = Record<string, unknown>;
const isNode = (x: unknown): x is Node => !!x && typeof x === 'object' && !Array.isArray(x);
const textOf = (x: unknown): string =>
  typeof x === 'string' ? x : isNode(x) && x['#text'] !== undefined ? String(x['#text']) : '';
const list = (x: unknown): Node[] => (Array.isArray(x) ? x.filter(isNode) : isNode(x) ? [x] : []);
const attr = (n: Node, name: string) => (n[`@_${name}`] === undefined ? undefined : String(n[`@_${name}`]));

/** Plain text as HTML paragraphs (its markup characters escaped). */
const plainToHtml = (value: string) =>
  value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    .join('');

/** A Moodle text field (`<x format><text>…</text><file …/></x>`) as HTML, and its embedded files. */
function richField(field: unknown, assets: Map<string, Uint8Array>): string {
  if (!isNode(field)) return textOf(field).trim();
  for (const file of list(field.file)) {
    const name = attr(file, 'name');
    if (!name || (attr(file, 'encoding') ?? 'base64') !== 'base64') continue;
    const bytes = Buffer.from(textOf(file).replace(/\s+/g, ''), 'base64');
    const dir = attr(file, 'path') ?? '/';
    for (const key of new Set([
      `@@PLUGINFILE@@${dir}${name}`,
      `@@PLUGINFILE@@${dir}${encodeURIComponent(name)}`,
    ]))
      assets.set(key, bytes);
  }
  const value = textOf(field.text).trim();
  const format = attr(field, 'format') ?? 'html';
  return format === 'html' ? value : plainToHtml(value);
}

const TRUE_FALSE: Record<Locale, [string, string]> = {
  'pt-BR': ['Verdadeiro', 'Falso'],
  es: ['Verdadero', 'Falso'],
  'pt-PT': ['Verdadeiro', 'Falso'],
};

export function readMoodle(xml: string, locale: Locale): ParsedFile {
  const doc = parsePlain(xml, ['question', 'answer', 'file', 'tag']);
  const quiz = doc.quiz;
  if (!isNode(quiz) && quiz !== '') throw new BrokenFile('no <quiz> element');
  const questions = isNode(quiz) ? list(quiz.question) : [];
  if (questions.length > EXCHANGE_LIMITS.maxQuestions) throw new TooManyQuestions();
  const items: ParsedItem[] = [];
  const skipped: SkipNote[] = [];
  questions.forEach((q, i) => {
    const type = attr(q, 'type') ?? '';
    if (type === 'category') return;
    const name = textOf(isNode(q.name) ? q.name.text : q.name).trim();
    const source = name ? `${name} (#${i + 1})` : `#${i + 1}`;
    const assets = new Map<string, Uint8Array>();
    const base = defaultQuestion();
    const tags = new Map(
      list(isNode(q.tags) ? q.tags.tag : undefined)
        .map((t) => textOf(t.text).trim())
        .filter((t) => t.startsWith(TAG))
        .map((t) => t.slice(TAG.length).split('=', 2) as [string, string]),
    );
    const comment =
      richField(q.generalfeedback, assets) || (type === 'essay' ? richField(q.graderinfo, assets) : '');
    const question: ExchangeQuestion = {
      ...base,
      kind: 'multiple_choice',
      statement: richField(q.questiontext, assets),
      comment: comment || null,
      weight: weightOf(textOf(q.defaultgrade)) ?? base.weight,
      status: tags.get('status') === 'cancelled' ? 'cancelled' : 'active',
      education_subject_id: positiveInt(tags.get('education_subject_id')) ?? base.education_subject_id,
    };
    if (type === 'multichoice') {
      const answers = list(q.answer);
      const fractions = answers.map((a) => Number(attr(a, 'fraction') ?? 0));
      // Several answers worth something (a multiple-answer question): the platform has one key.
      if (fractions.filter((f) => f > 0).length > 1) {
        skipped.push({ source, key: 'multipleResponse' });
        return;
      }
      question.style = textOf(q.answernumbering).trim() === '123' ? 'numeric' : 'alphabetic';
      question.alternatives = answers.map((a, j) => ({
        description: richField(a, assets),
        correct: fractions[j]! >= 100,
      }));
    } else if (type === 'truefalse') {
      const answers = list(q.answer);
      const correctIsTrue = answers.some(
        (a) => textOf(a.text).trim().toLowerCase() === 'true' && Number(attr(a, 'fraction') ?? 0) >= 100,
      );
      const [yes, no] = TRUE_FALSE[locale];
      question.alternatives = [
        { description: `<p>${yes}</p>`, correct: correctIsTrue },
        { description: `<p>${no}</p>`, correct: !correctIsTrue },
      ];
    } else if (type === 'essay') {
      question.kind = 'open_ended';
      question.character_limit = positiveInt(tags.get('character_limit')) ?? null;
    } else {
      skipped.push({ source, key: 'unsupportedQuestionType', values: { type: type || '?' } });
      return;
    }
    items.push({ source, question, assets });
  });
  return { format: 'moodle', items, skipped };
}
