import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit.js';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import * as v from 'valibot';
import { idValue, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { ProjectScoreBodySchema, ScoreBodySchema, type ScoreBody } from '../../shared-rules.js';
import { examStatus } from '../exams/resource.js';
import { dbNow } from '../exams/timing.js';
import { requestLocale } from '../registration/messages.js';
import {
  lockParticipation,
  marksOf,
  recomputeParticipationScore,
  settleDoubleMarking,
  writeFinalScore,
} from './final-score.js';
import { filePhaseExamIds, requireStaffParticipation } from './load.js';
import { callerRound } from './marks.js';
import { gradingFailure, gradingText } from './messages.js';
import { participationView } from './participation-view.js';

/** A database id as the clients send it (a number or digits), or undefined. */
export const idOf = (raw: string | number): number | undefined => {
  const text = String(raw).trim();
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
};

/** Whether a score is a multiple of 0.1 (spec 2: the final project score's step). */
const onStep = (x: number) => Math.abs(x * 10 - Math.round(x * 10)) < 1e-6;

/**
 * The scores the exam's staff give (spec 2 §7 "Participations and scoring"): PUT score marks one
 * open-ended answer (single marking: the final score; double marking: the caller's blind mark or the
 * third decision), PUT project_score gives a file phase's participation its score.
 */
export async function scoreRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  /** The caller, their language, and the body's participation {id} for its exam's staff (else 404/403). */
  const bodyParticipation = async (req: FastifyRequest, raw: string | number) => {
    const me = currentUser(req);
    const locale = requestLocale(req);
    const id = idOf(raw);
    if (id === undefined) throw gradingFailure(404, 'participationNotFound', locale, '/id');
    return { me, locale, ...(await requireStaffParticipation(db, id, config.projectId, me, locale, '/id')) };
  };

  app.put<{ Body: ScoreBody }>(
    '/score',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['grading'],
        summary:
          "Marks one open-ended answer of participation {id}: answer {question_id, open_ended_score (0 to the question's weight), open_ended_comment}; the exam's staff, once the exam has expired. Single marking sets the final score and recomputes the participation's; double marking sets the caller's blind mark (or the third decision). Answers the participation",
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(
          v.object({
            ...ScoreBodySchema.entries,
            id: idValue,
            answer: v.object({ ...ScoreBodySchema.entries.answer.entries, question_id: idValue }),
          }),
        ),
      },
    },
    async (req) => {
      const { me, locale, participation, exam } = await bodyParticipation(req, req.body.id);
      if (examStatus(exam, await dbNow(db)) !== 'expired')
        throw gradingFailure(422, 'examInProgress', locale);
      const questionId = idOf(req.body.answer.question_id);
      const question =
        questionId === undefined
          ? undefined
          : await db
              .selectFrom('questions')
              .select(['id', 'weight'])
              .where('id', '=', questionId)
              .where('exam_id', '=', exam.id)
              .where('kind', '=', 'open_ended')
              .where('status', '=', 'active')
              .executeTakeFirst();
      if (!question) throw gradingFailure(422, 'notOpenQuestion', locale, '/answer/question_id');
      const score = req.body.answer.open_ended_score;
      const weight = Number(question.weight);
      if (score > weight + 1e-9)
        throw gradingFailure(422, 'scoreRange', locale, '/answer/open_ended_score', {
          weight: weight.toLocaleString(locale),
        });
      const comment = req.body.answer.open_ended_comment?.trim() || null;

      await db.transaction().execute(async (trx) => {
        // One mark at a time per participation: two correctors marking at once each read the other's
        // mark (the blind pair settles) and the score sums both.
        await lockParticipation(trx, participation.id);
        const marks = exam.double_marking ? await marksOf(trx, participation.id, question.id) : [];
        const part = exam.double_marking ? callerRound(marks, me.id) : ({ round: 'final' } as const);
        if (part.round === 'hidden') throw gradingFailure(422, 'blindPending', locale, '/answer/question_id');
        let previous: number | null;
        if (part.round === 'final') {
          previous = await writeFinalScore(trx, participation.id, question.id, score, comment);
          // With correctors assigned (single marking), the round-1 row follows the final score: progress.
          await trx
            .updateTable('corrections')
            .set({ score, comment, scored_at: new Date(), updated_at: new Date() })
            .where('participation_id', '=', participation.id)
            .where('question_id', '=', question.id)
            .where('round', '=', 1)
            .execute();
        } else {
          const mark = part.mark as (typeof marks)[number];
          previous = mark.score === null ? null : Number(mark.score);
          await trx
            .updateTable('corrections')
            .set({ score, comment, corrector_id: me.id, scored_at: new Date(), updated_at: new Date() })
            .where('id', '=', mark.id)
            .execute();
          await settleDoubleMarking(trx, exam, participation.id, question.id);
        }
        await recomputeParticipationScore(trx, exam, participation.id);
        await recordAudit(trx, {
          editionId: exam.edition_id,
          actorId: me.id,
          action: 'grading.scored',
          subjectType: 'participations',
          subjectId: participation.id,
          // One entry per mark: which question and round, the score before and after.
          changes: { [`question_${Number(question.id)}.round_${part.round}` as const]: [previous, score] },
        });
      });
      const fresh = await db
        .selectFrom('participations')
        .selectAll()
        .where('id', '=', participation.id)
        .executeTakeFirstOrThrow();
      return toDocument(await participationView(db, fresh, exam, true), {
        include: ['user'],
        meta: { message: gradingText('scoreSaved', locale) },
      });
    },
  );

  app.put<{ Body: { id: string | number; result_score: number | null } }>(
    '/project_score',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['grading'],
        summary:
          "Gives participation {id} of a file (project) phase its result_score (step 0.1; null clears it), which is also its score; the exam's staff, until the phase's ranking is published (ranking_available_at). Answers the participation",
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(v.object({ ...ProjectScoreBodySchema.entries, id: idValue })),
      },
    },
    async (req) => {
      const { me, locale, participation, exam } = await bodyParticipation(req, req.body.id);
      if (!(await filePhaseExamIds(db, [exam])).has(exam.id))
        throw gradingFailure(422, 'notFilePhase', locale);
      if (exam.ranking_available_at !== null) throw gradingFailure(422, 'rankingPublished', locale);
      const value = req.body.result_score;
      if (value !== null && !onStep(value)) throw gradingFailure(422, 'scoreStep', locale, '/result_score');
      const resultScore = value === null ? null : Math.round(value * 10) / 10;
      await db.transaction().execute(async (trx) => {
        await lockParticipation(trx, participation.id);
        await trx
          .updateTable('participations')
          .set({ result_score: resultScore, score: resultScore, updated_at: new Date() })
          .where('id', '=', participation.id)
          .execute();
        await recordAudit(trx, {
          editionId: exam.edition_id,
          actorId: me.id,
          action: 'grading.project_scored',
          subjectType: 'participations',
          subjectId: participation.id,
          changes: { result_score: [participation.result_score, resultScore] },
        });
      });
      const fresh = { ...participation, result_score: resultScore, score: resultScore };
      return toDocument(await participationView(db, fresh, exam, true), {
        include: ['user'],
        meta: { message: gradingText('scoreSaved', locale) },
      });
    },
  );
}
