import { defineMessages } from 'react-intl';
import type {
  AdministrationType,
  CancelledQuestionPolicy,
  NotificationGroup,
  QuestionStyle,
} from 'shared-contracts';

// The labels of enumerated values that more than one screen shows: the screen that edits the value and the
// edition's log of changes, which shows it the same way.

/** Alternative styles (spec 2 §9), as the question drawer offers them. */
export const questionStyleLabels = defineMessages({
  alphabetic: { id: 'editionAdmin.examQuestions.style.alphabetic', defaultMessage: 'Alfabético (A, B, C…)' },
  numeric: { id: 'editionAdmin.examQuestions.style.numeric', defaultMessage: 'Numérico (1, 2, 3…)' },
}) satisfies Record<QuestionStyle, unknown>;

/** The cancelled-question policies, each explained in one line, as the exam form offers them. */
export const cancelledPolicyLabels = defineMessages({
  credit_all: {
    id: 'editionAdmin.examForm.policy.credit_all',
    defaultMessage: 'Conta como correta para todos os participantes',
  },
  credit_answered: {
    id: 'editionAdmin.examForm.policy.credit_answered',
    defaultMessage: 'Conta como correta só para quem respondeu a questão',
  },
  drop: {
    id: 'editionAdmin.examForm.policy.drop',
    defaultMessage: 'É desconsiderada: a nota é calculada sem ela',
  },
}) satisfies Record<CancelledQuestionPolicy, unknown>;

/** Administration types (spec 2 §5, §9), as the school requests show them. */
export const administrationTypeLabels = defineMessages({
  municipal: { id: 'editionAdmin.schoolRequests.administration.municipal', defaultMessage: 'Municipal' },
  state: { id: 'editionAdmin.schoolRequests.administration.state', defaultMessage: 'Estadual' },
  federal: { id: 'editionAdmin.schoolRequests.administration.federal', defaultMessage: 'Federal' },
  particular: { id: 'editionAdmin.schoolRequests.administration.particular', defaultMessage: 'Particular' },
}) satisfies Record<AdministrationType, unknown>;

/** Spec 2 §9: the notification groups as the select names them. */
export const notificationGroupLabels = defineMessages({
  students: { id: 'editionAdmin.notifications.group.students', defaultMessage: 'Inscritos' },
  ranked_participants: {
    id: 'editionAdmin.notifications.group.ranked_participants',
    defaultMessage: 'Classificados',
  },
  participants: { id: 'editionAdmin.notifications.group.participants', defaultMessage: 'Participantes' },
  pending_participations: {
    id: 'editionAdmin.notifications.group.pending_participations',
    defaultMessage: 'Partic. Incompletas',
  },
}) satisfies Record<NotificationGroup, unknown>;
