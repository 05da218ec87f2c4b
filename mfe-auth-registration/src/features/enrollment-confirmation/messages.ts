import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Texts of the enrollment confirmation. */
export const confirmationMessages = defineMessages<{
  checking: NoMessageValues;
  title: NoMessageValues;
  intro: { name: MessageValue; edition: MessageValue };
  final: NoMessageValues;
  category: NoMessageValues;
  choose: NoMessageValues;
  state: NoMessageValues;
  city: NoMessageValues;
  school: NoMessageValues;
  schoolPlaceholder: NoMessageValues;
  grade: NoMessageValues;
  gradesFailed: NoMessageValues;
  submit: NoMessageValues;
  successTitle: NoMessageValues;
  successMessage: NoMessageValues;
  toDashboard: NoMessageValues;
}>({
  checking: {
    id: 'authRegistration.enrollmentConfirmation.checking',
    defaultMessage: 'Verificando o link de confirmação...',
  },
  title: {
    id: 'authRegistration.enrollmentConfirmation.title',
    defaultMessage: 'Confirmar inscrição',
  },
  intro: {
    id: 'authRegistration.enrollmentConfirmation.intro',
    defaultMessage: 'Olá, {name}. Confirme os dados da sua inscrição na edição {edition}.',
  },
  final: {
    id: 'authRegistration.enrollmentConfirmation.final',
    defaultMessage: 'Depois de confirmada, a inscrição não poderá ser alterada.',
  },
  category: {
    id: 'authRegistration.enrollmentConfirmation.category',
    defaultMessage: 'Categoria',
  },
  choose: {
    id: 'authRegistration.enrollmentConfirmation.choose',
    defaultMessage: 'Selecione',
  },
  state: {
    id: 'authRegistration.enrollmentConfirmation.state',
    defaultMessage: 'Estado da escola',
  },
  city: {
    id: 'authRegistration.enrollmentConfirmation.city',
    defaultMessage: 'Cidade da escola',
  },
  school: {
    id: 'authRegistration.enrollmentConfirmation.school',
    defaultMessage: 'Escola',
  },
  schoolPlaceholder: {
    id: 'authRegistration.enrollmentConfirmation.schoolPlaceholder',
    defaultMessage: 'Busque pelo nome ou código INEP',
  },
  grade: {
    id: 'authRegistration.enrollmentConfirmation.grade',
    defaultMessage: 'Série',
  },
  gradesFailed: {
    id: 'authRegistration.enrollmentConfirmation.gradesFailed',
    defaultMessage: 'Não foi possível carregar as séries.',
  },
  submit: {
    id: 'authRegistration.enrollmentConfirmation.submit',
    defaultMessage: 'Confirmar inscrição',
  },
  successTitle: {
    id: 'authRegistration.enrollmentConfirmation.successTitle',
    defaultMessage: 'Inscrição confirmada!',
  },
  successMessage: {
    id: 'authRegistration.enrollmentConfirmation.successMessage',
    defaultMessage: 'Sua inscrição foi confirmada com sucesso. Acompanhe as próximas fases no painel.',
  },
  toDashboard: {
    id: 'authRegistration.enrollmentConfirmation.toDashboard',
    defaultMessage: 'Ir para o painel',
  },
});

/** The enrollment categories, by value. */
export const confirmationCategoryMessages = defineMessages({
  opened: {
    id: 'authRegistration.enrollmentConfirmation.category.opened',
    defaultMessage: 'Aberta',
  },
  regular: {
    id: 'authRegistration.enrollmentConfirmation.category.regular',
    defaultMessage: 'Regular',
  },
});
