import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { recordAudit } from '../../audit/audit.js';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { idList, idParams, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { forbidden } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { CorrectionAssignmentBodySchema } from '../../shared-rules.js';
import { isExamStaff } from '../exams/access.js';
import { requestLocale } from '../registration/messages.js';
import { assignCorrections, assignmentSummary, correctionCandidates, myCorrections } from './assignment.js';
import { loadStaffExam } from '../questions/access.js';
import { loadParticipationWithExam, requireStaffParticipation } from './load.js';
import { gradingFailure, gradingText } from './messages.js';
import { participationView } from './participation-view.js';
import { idOf, scoreRoutes } from './score-routes.js';
import { correctionSheet } from './sheet.js';

type AssignmentBody = v.InferOutput<typeof CorrectionAssignmentBodySchema>;

/**
 * Grading (spec 2 "Participants list", §7 "Participations and scoring"; spec 3 §2.12–2.15; issue 15):
 * one participation, its correction sheet, the scores, and the split of the correction among correctors.
 */
export async function gradingRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; config: Config }) {
  const { db, config } = deps;

  app.get<{ Params: { id: string } }>(
    '/participation/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['grading'],
        summary:
          "One participation with its answers and user: its exam's staff (with correction_status and the user's e-mail), or its own participant (scores once the results are available)",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const found = await loadParticipationWithExam(db, Number(req.params.id), config.projectId);
      if (!found) throw gradingFailure(404, 'participationNotFound', locale);
      const staff = await isExamStaff(db, found.exam, me);
      if (!staff && found.participation.user_id !== me.id) throw forbidden();
      return toDocument(await participationView(db, found.participation, found.exam, staff), {
        include: ['user'],
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/participations/:id/correction',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['grading'],
        summary:
          "The correction sheet of participation {id} for the caller: the exam's active open-ended questions in order, with statement, weight, expected answer, the participant's answer and the caller's round and mark (double marking: only the caller's own blind marks; third decisions with both marks); the exam's staff",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { participation, exam } = await requireStaffParticipation(
        db,
        Number(req.params.id),
        config.projectId,
        me,
        locale,
      );
      return { data: await correctionSheet(db, participation, exam, me.id) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/exams/:id/correction_assignments',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['grading'],
        summary:
          "The exam's marking settings (double_marking, marking_threshold), who may correct, each corrector's assigned and done counts, the answers to mark, those with no corrector and the third decisions waiting; the exam's staff",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const exam = await loadStaffExam(db, Number(req.params.id), config.projectId, me, requestLocale(req));
      return { data: await assignmentSummary(db, exam) };
    },
  );

  app.put<{ Params: { id: string }; Body: AssignmentBody }>(
    '/exams/:id/correction_assignments',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['grading'],
        summary:
          "Saves the exam's marking settings and splits its answers to mark among corrector_ids (admins or the edition's coordinators; at least two for double marking: two different correctors per answer), balanced; marks already given stay, unscored rows move; an empty list (single marking) lets any staff member correct everything. Answers the new summary",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(v.object({ ...CorrectionAssignmentBodySchema.entries, corrector_ids: idList })),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const exam = await loadStaffExam(db, Number(req.params.id), config.projectId, me, locale);
      const eligible = new Set((await correctionCandidates(db, exam)).map((c) => c.id));
      const ids: number[] = [];
      req.body.corrector_ids.forEach((raw, i) => {
        const id = idOf(raw);
        if (id === undefined || !eligible.has(id))
          throw gradingFailure(422, 'ineligibleCorrector', locale, `/corrector_ids/${i}`);
        if (ids.includes(id)) throw gradingFailure(422, 'repeatedCorrector', locale, `/corrector_ids/${i}`);
        ids.push(id);
      });
      if (req.body.double_marking && ids.length < 2)
        throw gradingFailure(422, 'twoCorrectors', locale, '/corrector_ids');
      const settings = {
        double_marking: req.body.double_marking,
        marking_threshold: req.body.marking_threshold,
        corrector_ids: ids,
      };
      await db.transaction().execute(async (trx) => {
        const assigned = await assignCorrections(trx, exam, settings);
        await recordAudit(trx, {
          editionId: exam.edition_id,
          actorId: me.id,
          action: 'grading.assigned',
          subjectType: 'exams',
          subjectId: exam.id,
          changes: {
            double_marking: [exam.double_marking, settings.double_marking],
            marking_threshold: [Number(exam.marking_threshold), settings.marking_threshold],
            corrector_ids: [null, ids],
            assigned_rows: [null, assigned],
          },
        });
      });
      const fresh = {
        ...exam,
        double_marking: settings.double_marking,
        marking_threshold: settings.marking_threshold,
      };
      return {
        data: await assignmentSummary(db, fresh),
        meta: { message: gradingText('assignmentSaved', locale) },
      };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/exams/:id/my_corrections',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['grading'],
        summary:
          "The caller's correction queue in the exam, by participation (participant, marks assigned and given): their blind marks and the third decisions they may give; the exam's staff",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const exam = await loadStaffExam(db, Number(req.params.id), config.projectId, me, requestLocale(req));
      return { data: await myCorrections(db, exam, me.id) };
    },
  );

  await scoreRoutes(app, deps);
}
