import { defineMessages } from 'react-intl';

/** A participant's exam with the answer key (spec 3 §2.14). */
export const participantExamMessages = defineMessages({
  title: { id: 'gradingResults.participantExam.title', defaultMessage: 'Prova do participante' },
  participant: { id: 'gradingResults.participantExam.participant', defaultMessage: 'Participante' },
  score: { id: 'gradingResults.participantExam.score', defaultMessage: 'Nota' },
  noParticipation: {
    id: 'gradingResults.participantExam.noParticipation',
    defaultMessage: 'Este participante não fez esta prova.',
  },
  noQuestions: {
    id: 'gradingResults.participantExam.noQuestions',
    defaultMessage: 'A prova não tem questões.',
  },
});
