import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { badRequest } from '../../jsonapi/errors.js';
import { parseQuery, querystringSchema, type QuerySpec } from '../../jsonapi/query.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { sendPdf } from '../../pdf/reply.js';
import { loadQuestions } from '../exams/load.js';
import { resultFailure } from '../results/messages.js';
import { isBlankAnswer } from '../results/answer-sheet.js';
import { htmlToPlainText } from './html-text.js';
import { loadEvaluation, type Evaluation } from './load.js';
import {
  localeFromAcceptLanguage,
  matchLocale,
  REPORT_MESSAGES,
  type ReportLocale,
} from './report-messages.js';
import { scoreDetailsPdf, textAnalysisPdf, type EvaluationReportData } from './reports.js';
import { evaluationAttributeNames, evaluationResource } from './resource.js';
import * as v from 'valibot';
import { compositeIdParam, jsonSchemaOf } from '../../http/route-schema.js';

type Req = FastifyRequest<{ Params: { id: string } }>;

const evaluationQuery: QuerySpec = {
  fields: { open_ended_evaluations: [...evaluationAttributeNames, 'question', 'participation'] },
};
const reportQuery: QuerySpec = { params: ['locale'] };

const params = jsonSchemaOf(v.object({ id: compositeIdParam }));

/** The report's language: ?locale=pt-BR|es|pt-PT, else the Accept-Language header, else pt-BR. */
function reportLocale(req: Req): ReportLocale {
  const q = parseQuery(req.query, reportQuery);
  const raw = q.params.locale;
  if (raw === undefined || raw === '') return localeFromAcceptLanguage(req.headers['accept-language']);
  const locale = matchLocale(raw);
  if (!locale) throw badRequest(`Idioma não suportado: ${raw}. Use pt-BR, es ou pt-PT.`, 'locale');
  return locale;
}

async function reportData(
  db: Kysely<Database>,
  e: Evaluation,
  locale: ReportLocale,
): Promise<EvaluationReportData> {
  const [edition, user, questions] = await Promise.all([
    db
      .selectFrom('editions')
      .select(['description', 'time_zone'])
      .where('id', '=', e.exam.edition_id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('users').select('name').where('id', '=', e.participation.user_id).executeTakeFirst(),
    loadQuestions(db, e.exam),
  ]);
  const now = DateTime.now().setZone(edition.time_zone ?? 'America/Sao_Paulo');
  const m = REPORT_MESSAGES[locale];
  return {
    locale,
    edition: edition.description,
    exam: e.exam.description ?? `${m.exam} ${e.exam.phase}`,
    participant: user?.name ?? '—',
    questionNumber: questions.findIndex((q) => q.id === e.question.id) + 1,
    statement: htmlToPlainText(e.question.statement),
    answer: htmlToPlainText(e.answer.user_answer ?? ''),
    score: e.answer.open_ended_score,
    comments: e.answer.open_ended_comment,
    expected: e.question.resolution?.comment ? htmlToPlainText(e.question.resolution.comment) : null,
    generatedAt: (now.isValid ? now : DateTime.now().setZone('America/Sao_Paulo')).toFormat(
      'dd/LL/yyyy HH:mm',
    ),
  };
}

/**
 * Open-ended evaluations (spec 3 §2.6, §7): GET /open_ended_evaluations/{participationId-questionId}
 * and its two PDF reports (the grading mirror and an automatic analysis of the answer text), for the
 * exam's staff and, once the results are out, the participant who answered.
 */
export async function evaluationRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const signedIn = { access: 'signed-in' } as const;

  const getOne = async (req: Req) => {
    const q = parseQuery(req.query, evaluationQuery);
    const evaluation = await loadEvaluation(db, config, currentUser(req), req.params.id);
    return toDocument(evaluationResource(evaluation), { fields: q.fields });
  };
  const schema = {
    tags: ['results'],
    summary: 'One graded open-ended answer (id <participationId>-<questionId>) with the URLs of its reports',
    params,
    querystring: querystringSchema(evaluationQuery),
  };
  app.get<{ Params: { id: string } }>('/open_ended_evaluations/:id', { config: signedIn, schema }, getOne);
  app.get<{ Params: { id: string } }>(
    '/open_ended_evaluation/:id',
    { config: signedIn, schema: { ...schema, summary: 'Alias of GET /open_ended_evaluations/{id}' } },
    getOne,
  );

  /** GET /open_ended_evaluations/{id}/<name>.pdf: one report, in the asked language, as a download. */
  const report = (
    name: 'score_details' | 'text_analysis',
    summary: string,
    render: (evaluation: Evaluation, locale: ReportLocale) => Promise<{ bytes: Uint8Array; file: string }>,
  ) =>
    app.get<{ Params: { id: string } }>(
      `/open_ended_evaluations/:id/${name}.pdf`,
      {
        config: signedIn,
        schema: { tags: ['results'], summary, params, querystring: querystringSchema(reportQuery) },
      },
      async (req, reply) => {
        const locale = reportLocale(req);
        const evaluation = await loadEvaluation(db, config, currentUser(req), req.params.id);
        const { bytes, file } = await render(evaluation, locale);
        return sendPdf(reply, bytes, `${file}-${evaluation.id}.pdf`);
      },
    );

  report(
    'score_details',
    'PDF mirror of the grading: statement, answer, score, grader comments, expected answer (?locale=pt-BR|es|pt-PT or Accept-Language)',
    async (evaluation, locale) => ({
      bytes: await scoreDetailsPdf(await reportData(db, evaluation, locale)),
      file: REPORT_MESSAGES[locale].scoreDetailsFile,
    }),
  );

  report(
    'text_analysis',
    'PDF automatic analysis of the answer text: sizes, averages, lexical diversity, frequent words, readability (?locale=pt-BR|es|pt-PT or Accept-Language)',
    async (evaluation, locale) => {
      if (isBlankAnswer('open_ended', evaluation.answer.user_answer))
        throw resultFailure(404, 'reportNotAvailable');
      return {
        bytes: await textAnalysisPdf(await reportData(db, evaluation, locale)),
        file: REPORT_MESSAGES[locale].textAnalysisFile,
      };
    },
  );
}
