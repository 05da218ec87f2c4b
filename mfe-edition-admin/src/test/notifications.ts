import { apiServer, type Answer, type RecordedRequest } from 'shared-contracts/testing';
import type { NotificationView } from 'shared-contracts';
import { examAttributes, examEditionDocument, examsDocument } from './exams';

/**
 * GET edition/1 of the notification screens: phase 1 regular and opened, phase 2 a group project
 * (in_group), in São Paulo time.
 */
export function notificationEditionDocument() {
  const doc = examEditionDocument({ phases: [1, 2] });
  const categories: Record<string, string[]> = { p1: ['regular', 'opened'], p2: ['in_group'] };
  doc.included = doc.included.map((r) =>
    r.type === 'phases' ? { ...r, attributes: { ...r.attributes, categories: categories[r.id] } } : r,
  ) as typeof doc.included;
  return doc;
}

/** The edition's exams: phase 1 with its ranking published, phase 2 (a project) without. */
export const NOTIFICATION_EXAMS = [
  {
    id: 'e1',
    attributes: examAttributes({
      phase: 1,
      description: '<p>Prova objetiva</p>',
      ranking_available_at: '2030-05-20T12:00:00Z',
    }),
  },
  { id: 'e2', attributes: examAttributes({ phase: 2, description: '<p>Projeto</p>' }) },
];

/** A sent notification's attributes, an e-mail to Inscritos delivered to 3 by default. */
export function notificationAttributes(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    destination: 'email',
    group: 'students',
    category: 'general',
    subject: 'Fase 2 amanhã',
    message: '<p>A fase 2 abre <strong>amanhã</strong>.</p>',
    sent_at: '2030-05-09T13:30:00Z',
    edition_id: '1',
    exam: null,
    target: { single_emails: [], registered_emails: 3 },
    status: 'done',
    counts: { recipients: 3, delivered: 2, failed: 1, pending: 0 },
    job: null,
    ...overrides,
  };
}

export function notificationsDocument(
  rows: { id: string; attributes: NotificationView }[],
  total = rows.length,
) {
  return {
    data: rows.map((r) => ({ type: 'notifications', id: r.id, attributes: r.attributes })),
    meta: { total_count: total },
  };
}

/** The API of the screen: the edition, its exams and what `extra` answers (POST notification, lists). */
export function notificationServer(
  extra: (request: RecordedRequest) => Answer | undefined = () => undefined,
) {
  return apiServer((r) => {
    const answer = extra(r);
    if (answer) return answer;
    if (r.method === 'GET' && r.path === 'edition/1') return { body: notificationEditionDocument() };
    if (r.method === 'GET' && r.path === 'exams') return { body: examsDocument(NOTIFICATION_EXAMS) };
    if (r.method === 'GET' && r.path === 'notifications') return { body: notificationsDocument([]) };
    if (r.method === 'POST' && r.path === 'notification')
      return {
        status: 202,
        body: {
          data: {
            type: 'notifications',
            id: '99',
            attributes: notificationAttributes({ status: 'resolving' }),
          },
        },
      };
    return undefined;
  });
}
