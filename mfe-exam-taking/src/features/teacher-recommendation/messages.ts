import { defineMessages } from 'react-intl';

/** Texts of the teacher-recommendation dialog. */
export const teacherRecommendationMessages = defineMessages({
  close: { id: 'examTaking.teacherRecommendation.close', defaultMessage: 'Fechar' },
  created: {
    id: 'examTaking.teacherRecommendation.created',
    defaultMessage: 'Sua indicação foi realizada com sucesso!',
  },
  email: { id: 'examTaking.teacherRecommendation.email', defaultMessage: 'E-mail do professor' },
  failed: {
    id: 'examTaking.teacherRecommendation.failed',
    defaultMessage: 'Ops, algo deu errado, tente novamente mais tarde!',
  },
  intro: {
    id: 'examTaking.teacherRecommendation.intro',
    defaultMessage: 'Algum professor indicou a olimpíada para você? Informe o nome e o e-mail dele.',
  },
  later: { id: 'examTaking.teacherRecommendation.later', defaultMessage: 'Agora não' },
  name: { id: 'examTaking.teacherRecommendation.name', defaultMessage: 'Nome do professor' },
  submit: { id: 'examTaking.teacherRecommendation.submit', defaultMessage: 'Enviar indicação' },
  title: { id: 'examTaking.teacherRecommendation.title', defaultMessage: 'Indicação de professor' },
  updated: {
    id: 'examTaking.teacherRecommendation.updated',
    defaultMessage: 'Sua indicação foi atualizada com sucesso!',
  },
});
