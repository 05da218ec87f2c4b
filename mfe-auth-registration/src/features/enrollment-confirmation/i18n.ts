import type { LocaleMessages } from 'shared-contracts';

/** Messages of enrollment-confirmation in every locale (keys prefixed "authRegistration."). */
export const enrollmentConfirmationMessages: LocaleMessages = {
  'pt-BR': {
    'authRegistration.enrollmentConfirmation.checking': 'Verificando o link de confirmação...',
    'authRegistration.enrollmentConfirmation.title': 'Confirmar inscrição',
    'authRegistration.enrollmentConfirmation.intro':
      'Olá, {name}. Confirme os dados da sua inscrição na edição {edition}.',
    'authRegistration.enrollmentConfirmation.final':
      'Depois de confirmada, a inscrição não poderá ser alterada.',
    'authRegistration.enrollmentConfirmation.category': 'Categoria',
    'authRegistration.enrollmentConfirmation.category.opened': 'Aberta',
    'authRegistration.enrollmentConfirmation.category.regular': 'Regular',
    'authRegistration.enrollmentConfirmation.choose': 'Selecione',
    'authRegistration.enrollmentConfirmation.state': 'Estado da escola',
    'authRegistration.enrollmentConfirmation.city': 'Cidade da escola',
    'authRegistration.enrollmentConfirmation.school': 'Escola',
    'authRegistration.enrollmentConfirmation.schoolPlaceholder': 'Busque pelo nome ou código INEP',
    'authRegistration.enrollmentConfirmation.grade': 'Série',
    'authRegistration.enrollmentConfirmation.gradesFailed': 'Não foi possível carregar as séries.',
    'authRegistration.enrollmentConfirmation.submit': 'Confirmar inscrição',
    'authRegistration.enrollmentConfirmation.successTitle': 'Inscrição confirmada!',
    'authRegistration.enrollmentConfirmation.successMessage':
      'Sua inscrição foi confirmada com sucesso. Acompanhe as próximas fases no painel.',
    'authRegistration.enrollmentConfirmation.toDashboard': 'Ir para o painel',
  },
  es: {
    'authRegistration.enrollmentConfirmation.checking': 'Verificando el enlace de confirmación...',
    'authRegistration.enrollmentConfirmation.title': 'Confirmar inscripción',
    'authRegistration.enrollmentConfirmation.intro':
      'Hola, {name}. Confirma los datos de tu inscripción en la edición {edition}.',
    'authRegistration.enrollmentConfirmation.final':
      'Una vez confirmada, la inscripción no podrá modificarse.',
    'authRegistration.enrollmentConfirmation.category': 'Categoría',
    'authRegistration.enrollmentConfirmation.category.opened': 'Abierta',
    'authRegistration.enrollmentConfirmation.category.regular': 'Regular',
    'authRegistration.enrollmentConfirmation.choose': 'Seleccione',
    'authRegistration.enrollmentConfirmation.state': 'Estado de la escuela',
    'authRegistration.enrollmentConfirmation.city': 'Ciudad de la escuela',
    'authRegistration.enrollmentConfirmation.school': 'Escuela',
    'authRegistration.enrollmentConfirmation.schoolPlaceholder': 'Busca por nombre o código INEP',
    'authRegistration.enrollmentConfirmation.grade': 'Grado',
    'authRegistration.enrollmentConfirmation.gradesFailed': 'No fue posible cargar los grados.',
    'authRegistration.enrollmentConfirmation.submit': 'Confirmar inscripción',
    'authRegistration.enrollmentConfirmation.successTitle': '¡Inscripción confirmada!',
    'authRegistration.enrollmentConfirmation.successMessage':
      'Tu inscripción fue confirmada con éxito. Sigue las próximas fases en el panel.',
    'authRegistration.enrollmentConfirmation.toDashboard': 'Ir al panel',
  },
  'pt-PT': {
    'authRegistration.enrollmentConfirmation.checking': 'A verificar a ligação de confirmação...',
    'authRegistration.enrollmentConfirmation.title': 'Confirmar inscrição',
    'authRegistration.enrollmentConfirmation.intro':
      'Olá, {name}. Confirme os dados da sua inscrição na edição {edition}.',
    'authRegistration.enrollmentConfirmation.final':
      'Depois de confirmada, a inscrição não poderá ser alterada.',
    'authRegistration.enrollmentConfirmation.category': 'Categoria',
    'authRegistration.enrollmentConfirmation.category.opened': 'Aberta',
    'authRegistration.enrollmentConfirmation.category.regular': 'Regular',
    'authRegistration.enrollmentConfirmation.choose': 'Escolha',
    'authRegistration.enrollmentConfirmation.state': 'Estado da escola',
    'authRegistration.enrollmentConfirmation.city': 'Cidade da escola',
    'authRegistration.enrollmentConfirmation.school': 'Escola',
    'authRegistration.enrollmentConfirmation.schoolPlaceholder': 'Pesquise pelo nome ou pelo código INEP',
    'authRegistration.enrollmentConfirmation.grade': 'Ano de escolaridade',
    'authRegistration.enrollmentConfirmation.gradesFailed':
      'Não foi possível carregar os anos de escolaridade.',
    'authRegistration.enrollmentConfirmation.submit': 'Confirmar inscrição',
    'authRegistration.enrollmentConfirmation.successTitle': 'Inscrição confirmada!',
    'authRegistration.enrollmentConfirmation.successMessage':
      'A sua inscrição foi confirmada com sucesso. Acompanhe as próximas fases no painel.',
    'authRegistration.enrollmentConfirmation.toDashboard': 'Ir para o painel',
  },
};
