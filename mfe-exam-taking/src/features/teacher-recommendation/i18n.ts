import {
  RECOMMENDATION_MESSAGES,
  SUPPORTED_LOCALES,
  type LocaleMessages,
  type Messages,
} from 'shared-contracts';

/**
 * The shared schema's message ids ('recommendation.validation.…') live under this remote's
 * namespace: the catalog holds them as 'examTaking.recommendation.validation.…'.
 */
export const recommendationMessageKey = (id: string) => `examTaking.${id}`;

const schemaMessages = (locale: (typeof SUPPORTED_LOCALES)[number]): Messages =>
  Object.fromEntries(
    Object.entries(RECOMMENDATION_MESSAGES[locale]).map(([id, text]) => [recommendationMessageKey(id), text]),
  );

const ptBR: Messages = {
  'examTaking.teacherRecommendation.title': 'Indicação de professor',
  'examTaking.teacherRecommendation.intro':
    'Algum professor indicou a olimpíada para você? Informe o nome e o e-mail dele.',
  'examTaking.teacherRecommendation.name': 'Nome do professor',
  'examTaking.teacherRecommendation.email': 'E-mail do professor',
  'examTaking.teacherRecommendation.submit': 'Enviar indicação',
  'examTaking.teacherRecommendation.later': 'Agora não',
  'examTaking.teacherRecommendation.close': 'Fechar',
  'examTaking.teacherRecommendation.created': 'Sua indicação foi realizada com sucesso!',
  'examTaking.teacherRecommendation.updated': 'Sua indicação foi atualizada com sucesso!',
  'examTaking.teacherRecommendation.failed': 'Ops, algo deu errado, tente novamente mais tarde!',
};

const es: Messages = {
  'examTaking.teacherRecommendation.title': 'Recomendación de profesor',
  'examTaking.teacherRecommendation.intro':
    '¿Algún profesor te recomendó la olimpiada? Indica su nombre y su correo electrónico.',
  'examTaking.teacherRecommendation.name': 'Nombre del profesor',
  'examTaking.teacherRecommendation.email': 'Correo electrónico del profesor',
  'examTaking.teacherRecommendation.submit': 'Enviar recomendación',
  'examTaking.teacherRecommendation.later': 'Ahora no',
  'examTaking.teacherRecommendation.close': 'Cerrar',
  'examTaking.teacherRecommendation.created': '¡Tu recomendación se registró con éxito!',
  'examTaking.teacherRecommendation.updated': '¡Tu recomendación se actualizó con éxito!',
  'examTaking.teacherRecommendation.failed': '¡Ups, algo salió mal, inténtalo de nuevo más tarde!',
};

const ptPT: Messages = {
  'examTaking.teacherRecommendation.title': 'Indicação de professor',
  'examTaking.teacherRecommendation.intro':
    'Algum professor lhe recomendou a olimpíada? Indique o nome e o e-mail do professor.',
  'examTaking.teacherRecommendation.name': 'Nome do professor',
  'examTaking.teacherRecommendation.email': 'E-mail do professor',
  'examTaking.teacherRecommendation.submit': 'Enviar indicação',
  'examTaking.teacherRecommendation.later': 'Agora não',
  'examTaking.teacherRecommendation.close': 'Fechar',
  'examTaking.teacherRecommendation.created': 'A sua indicação foi registada com sucesso!',
  'examTaking.teacherRecommendation.updated': 'A sua indicação foi atualizada com sucesso!',
  'examTaking.teacherRecommendation.failed': 'Ups, algo correu mal. Tente novamente mais tarde!',
};

/** Messages of the teacher recommendation in every locale (keys prefixed "examTaking."). */
export const teacherRecommendationMessages: LocaleMessages = {
  'pt-BR': { ...schemaMessages('pt-BR'), ...ptBR },
  es: { ...schemaMessages('es'), ...es },
  'pt-PT': { ...schemaMessages('pt-PT'), ...ptPT },
};
