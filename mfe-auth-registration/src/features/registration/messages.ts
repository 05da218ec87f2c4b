import { defineMessages, type MessageValue, type NoMessageValues, type MessageDescriptor } from 'react-intl';

/** Texts of the registration screen. */
export const formMessages = defineMessages<{
  backToEditions: NoMessageValues;
  cancel: NoMessageValues;
  cepLoading: NoMessageValues;
  homeschoolingNote: NoMessageValues;
  loadError: NoMessageValues;
  loading: NoMessageValues;
  retry: NoMessageValues;
  requestMissingSchool: NoMessageValues;
  selectPlaceholder: NoMessageValues;
  summaryEmpty: NoMessageValues;
  yes: NoMessageValues;
  no: NoMessageValues;
  titleNew: { edition: MessageValue };
  titleEdit: { edition: MessageValue };
  submitNew: NoMessageValues;
  submitEdit: NoMessageValues;
  successNew: NoMessageValues;
  successEdit: NoMessageValues;
}>({
  backToEditions: {
    id: 'authRegistration.registration.backToEditions',
    defaultMessage: 'Voltar para as edições ativas',
  },
  cancel: {
    id: 'authRegistration.registration.cancel',
    defaultMessage: 'Cancelar',
  },
  cepLoading: {
    id: 'authRegistration.registration.cep.loading',
    defaultMessage: 'Buscando endereço pelo CEP…',
  },
  homeschoolingNote: {
    id: 'authRegistration.registration.homeschooling.note',
    defaultMessage: 'Ensino domiciliar: a escola e a série são definidas automaticamente.',
  },
  loadError: {
    id: 'authRegistration.registration.load.error',
    defaultMessage: 'Não foi possível carregar os dados da inscrição.',
  },
  loading: {
    id: 'authRegistration.registration.loading',
    defaultMessage: 'Carregando…',
  },
  retry: {
    id: 'authRegistration.registration.retry',
    defaultMessage: 'Tentar novamente',
  },
  requestMissingSchool: {
    id: 'authRegistration.registration.school.requestMissing',
    defaultMessage: 'Não encontrou sua escola? Solicite o cadastro',
  },
  selectPlaceholder: {
    id: 'authRegistration.registration.selectPlaceholder',
    defaultMessage: 'Selecione',
  },
  summaryEmpty: {
    id: 'authRegistration.registration.summary.empty',
    defaultMessage: '—',
  },
  yes: {
    id: 'authRegistration.registration.yes',
    defaultMessage: 'Sim',
  },
  no: {
    id: 'authRegistration.registration.no',
    defaultMessage: 'Não',
  },
  titleNew: {
    id: 'authRegistration.registration.title.new',
    defaultMessage: 'Inscrição: {edition}',
  },
  titleEdit: {
    id: 'authRegistration.registration.title.edit',
    defaultMessage: 'Editar inscrição: {edition}',
  },
  submitNew: {
    id: 'authRegistration.registration.submit.new',
    defaultMessage: 'Inscrever-se',
  },
  submitEdit: {
    id: 'authRegistration.registration.submit.edit',
    defaultMessage: 'Salvar alterações',
  },
  successNew: {
    id: 'authRegistration.registration.success.new',
    defaultMessage: 'Inscrição realizada com sucesso!',
  },
  successEdit: {
    id: 'authRegistration.registration.success.edit',
    defaultMessage: 'Inscrição atualizada com sucesso!',
  },
});

/** The registration window and a missing edition. */
export const windowMessages = defineMessages<{
  at: NoMessageValues;
  closed: NoMessageValues;
  notFound: NoMessageValues;
  unavailable: { date: MessageValue };
}>({
  at: {
    id: 'authRegistration.registration.window.at',
    defaultMessage: 'às',
  },
  closed: {
    id: 'authRegistration.registration.window.closed',
    defaultMessage: 'As inscrições para esta edição estão encerradas.',
  },
  notFound: {
    id: 'authRegistration.registration.window.notFound',
    defaultMessage: 'Edição não encontrada. Ela pode ter sido removida ou o endereço está incorreto.',
  },
  unavailable: {
    id: 'authRegistration.registration.window.unavailable',
    defaultMessage: 'As inscrições para esta edição ainda não estão disponíveis. Elas começam em {date}.',
  },
});

/** The confirmation dialog. */
export const confirmMessages = defineMessages({
  title: {
    id: 'authRegistration.registration.confirm.title',
    defaultMessage: 'Confira seus dados',
  },
  intro: {
    id: 'authRegistration.registration.confirm.intro',
    defaultMessage: 'Verifique se os dados abaixo estão corretos antes de confirmar.',
  },
  cancel: {
    id: 'authRegistration.registration.confirm.cancel',
    defaultMessage: 'Cancelar',
  },
  confirm: {
    id: 'authRegistration.registration.confirm.confirm',
    defaultMessage: 'Confirmar',
  },
});

/** Section titles. */
export const sectionMessages = defineMessages({
  general: {
    id: 'authRegistration.registration.section.general',
    defaultMessage: 'Dados gerais',
  },
  personal: {
    id: 'authRegistration.registration.section.personal',
    defaultMessage: 'Dados pessoais',
  },
  school: {
    id: 'authRegistration.registration.section.school',
    defaultMessage: 'Dados escolares',
  },
  address: {
    id: 'authRegistration.registration.section.address',
    defaultMessage: 'Endereço',
  },
  team: {
    id: 'authRegistration.registration.section.team',
    defaultMessage: 'Dados da equipe',
  },
  teacher: {
    id: 'authRegistration.registration.section.teacher',
    defaultMessage: 'Dados do professor',
  },
});

/** Field labels. */
export const fieldMessages = defineMessages<{
  category: NoMessageValues;
  country: NoMessageValues;
  birthday: NoMessageValues;
  gender: NoMessageValues;
  taxpayerNumber: NoMessageValues;
  phone: NoMessageValues;
  motherName: NoMessageValues;
  citizenIdType: NoMessageValues;
  citizenIdNumber: NoMessageValues;
  documentNumber: NoMessageValues;
  countryText: NoMessageValues;
  acceptedTerms: NoMessageValues;
  homeschooling: NoMessageValues;
  state: NoMessageValues;
  city: NoMessageValues;
  school: NoMessageValues;
  grade: NoMessageValues;
  zipcode: NoMessageValues;
  street: NoMessageValues;
  number: NoMessageValues;
  neighborhood: NoMessageValues;
  complement: NoMessageValues;
  teamName: NoMessageValues;
  teamMember: { number: MessageValue };
}>({
  category: {
    id: 'authRegistration.registration.field.category',
    defaultMessage: 'Categoria',
  },
  country: {
    id: 'authRegistration.registration.field.country',
    defaultMessage: 'País',
  },
  birthday: {
    id: 'authRegistration.registration.field.birthday',
    defaultMessage: 'Data de nascimento',
  },
  gender: {
    id: 'authRegistration.registration.field.gender',
    defaultMessage: 'Gênero',
  },
  taxpayerNumber: {
    id: 'authRegistration.registration.field.taxpayerNumber',
    defaultMessage: 'CPF',
  },
  phone: {
    id: 'authRegistration.registration.field.phone',
    defaultMessage: 'Telefone',
  },
  motherName: {
    id: 'authRegistration.registration.field.motherName',
    defaultMessage: 'Nome da mãe',
  },
  citizenIdType: {
    id: 'authRegistration.registration.field.citizenIdType',
    defaultMessage: 'Tipo de documento',
  },
  citizenIdNumber: {
    id: 'authRegistration.registration.field.citizenIdNumber',
    defaultMessage: 'Número do documento',
  },
  documentNumber: {
    id: 'authRegistration.registration.field.documentNumber',
    defaultMessage: 'Número do documento de identidade (CI)',
  },
  countryText: {
    id: 'authRegistration.registration.field.countryText',
    defaultMessage: 'País de residência',
  },
  acceptedTerms: {
    id: 'authRegistration.registration.field.acceptedTerms',
    defaultMessage: 'Li e aceito os termos de uso e a política de privacidade',
  },
  homeschooling: {
    id: 'authRegistration.registration.field.homeschooling',
    defaultMessage: 'Ensino domiciliar',
  },
  state: {
    id: 'authRegistration.registration.field.state',
    defaultMessage: 'Estado',
  },
  city: {
    id: 'authRegistration.registration.field.city',
    defaultMessage: 'Cidade',
  },
  school: {
    id: 'authRegistration.registration.field.school',
    defaultMessage: 'Escola',
  },
  grade: {
    id: 'authRegistration.registration.field.grade',
    defaultMessage: 'Série',
  },
  zipcode: {
    id: 'authRegistration.registration.field.zipcode',
    defaultMessage: 'CEP',
  },
  street: {
    id: 'authRegistration.registration.field.street',
    defaultMessage: 'Logradouro',
  },
  number: {
    id: 'authRegistration.registration.field.number',
    defaultMessage: 'Número',
  },
  neighborhood: {
    id: 'authRegistration.registration.field.neighborhood',
    defaultMessage: 'Bairro',
  },
  complement: {
    id: 'authRegistration.registration.field.complement',
    defaultMessage: 'Complemento',
  },
  teamName: {
    id: 'authRegistration.registration.field.teamName',
    defaultMessage: 'Nome da equipe',
  },
  teamMember: {
    id: 'authRegistration.registration.field.teamMember',
    defaultMessage: 'Integrante {number}',
  },
});

/** The phase categories, by value. */
export const categoryMessages = defineMessages({
  regular: {
    id: 'authRegistration.registration.category.regular',
    defaultMessage: 'Regular',
  },
  opened: {
    id: 'authRegistration.registration.category.opened',
    defaultMessage: 'Aberta',
  },
  opmbr: {
    id: 'authRegistration.registration.category.opmbr',
    defaultMessage: 'OPMBR',
  },
  pre_project: {
    id: 'authRegistration.registration.category.pre_project',
    defaultMessage: 'Pré-projeto',
  },
  in_group: {
    id: 'authRegistration.registration.category.in_group',
    defaultMessage: 'Em grupo',
  },
  final_project: {
    id: 'authRegistration.registration.category.final_project',
    defaultMessage: 'Projeto final',
  },
});

/** The genders, by value. */
export const genderMessages = defineMessages({
  male: {
    id: 'authRegistration.registration.gender.male',
    defaultMessage: 'Masculino',
  },
  female: {
    id: 'authRegistration.registration.gender.female',
    defaultMessage: 'Feminino',
  },
  other: {
    id: 'authRegistration.registration.gender.other',
    defaultMessage: 'Outro',
  },
});

/** The citizen document types, by value. */
export const citizenIdTypeMessages = defineMessages({
  citizen_card: {
    id: 'authRegistration.registration.citizenIdType.citizen_card',
    defaultMessage: 'Cartão de cidadão',
  },
  passport: {
    id: 'authRegistration.registration.citizenIdType.passport',
    defaultMessage: 'Passaporte',
  },
});

/** Teacher data labels (project 47). */
export const teacherMessages = defineMessages<{
  age: NoMessageValues;
  teachingTime: NoMessageValues;
  monthlyWorkload: NoMessageValues;
  segments: NoMessageValues;
  idebScore: { segment: MessageValue };
  studentsOnHighSchool: NoMessageValues;
  studentsOnElementarySchool: NoMessageValues;
  studentsOnObmep: NoMessageValues;
  awardsStudentsObmep: NoMessageValues;
  gold: NoMessageValues;
  silver: NoMessageValues;
  bronze: NoMessageValues;
  honorableMention: NoMessageValues;
  obmepAward: NoMessageValues;
  papmem: NoMessageValues;
  directorsName: NoMessageValues;
}>({
  age: {
    id: 'authRegistration.registration.teacher.age',
    defaultMessage: 'Faixa etária',
  },
  teachingTime: {
    id: 'authRegistration.registration.teacher.teachingTime',
    defaultMessage: 'Tempo de docência',
  },
  monthlyWorkload: {
    id: 'authRegistration.registration.teacher.monthlyWorkload',
    defaultMessage: 'Carga horária mensal',
  },
  segments: {
    id: 'authRegistration.registration.teacher.segments',
    defaultMessage: 'Segmentos em que leciona',
  },
  idebScore: {
    id: 'authRegistration.registration.teacher.idebScore',
    defaultMessage: 'Nota do IDEB da escola: {segment}',
  },
  studentsOnHighSchool: {
    id: 'authRegistration.registration.teacher.studentsOnHighSchool',
    defaultMessage: 'Quantidade de alunos no ensino médio',
  },
  studentsOnElementarySchool: {
    id: 'authRegistration.registration.teacher.studentsOnElementarySchool',
    defaultMessage: 'Quantidade de alunos no ensino fundamental',
  },
  studentsOnObmep: {
    id: 'authRegistration.registration.teacher.studentsOnObmep',
    defaultMessage: 'Quantidade de alunos participantes da OBMEP',
  },
  awardsStudentsObmep: {
    id: 'authRegistration.registration.teacher.awardsStudentsObmep',
    defaultMessage: 'Quantidade de alunos premiados na OBMEP',
  },
  gold: {
    id: 'authRegistration.registration.teacher.gold',
    defaultMessage: 'Medalhas de ouro',
  },
  silver: {
    id: 'authRegistration.registration.teacher.silver',
    defaultMessage: 'Medalhas de prata',
  },
  bronze: {
    id: 'authRegistration.registration.teacher.bronze',
    defaultMessage: 'Medalhas de bronze',
  },
  honorableMention: {
    id: 'authRegistration.registration.teacher.honorableMention',
    defaultMessage: 'Menções honrosas',
  },
  obmepAward: {
    id: 'authRegistration.registration.teacher.obmepAward',
    defaultMessage: 'Você já recebeu premiação da OBMEP como professor?',
  },
  papmem: {
    id: 'authRegistration.registration.teacher.papmem',
    defaultMessage: 'Você participou do PAPMEM?',
  },
  directorsName: {
    id: 'authRegistration.registration.teacher.directorsName',
    defaultMessage: 'Nome do diretor da escola',
  },
});

/** The teacher age bands, by value. */
export const teacherAgeMessages = defineMessages({
  until_thirty: {
    id: 'authRegistration.registration.teacher.age.until_thirty',
    defaultMessage: 'Até 30 anos',
  },
  until_fourty: {
    id: 'authRegistration.registration.teacher.age.until_fourty',
    defaultMessage: 'De 31 a 40 anos',
  },
  until_fifty: {
    id: 'authRegistration.registration.teacher.age.until_fifty',
    defaultMessage: 'De 41 a 50 anos',
  },
  until_sixty: {
    id: 'authRegistration.registration.teacher.age.until_sixty',
    defaultMessage: 'De 51 a 60 anos',
  },
  plus_sixty: {
    id: 'authRegistration.registration.teacher.age.plus_sixty',
    defaultMessage: 'Mais de 60 anos',
  },
});

/** The teaching time bands, by value. */
export const teachingTimeMessages = defineMessages({
  ten_years: {
    id: 'authRegistration.registration.teacher.teachingTime.ten_years',
    defaultMessage: 'Até 10 anos',
  },
  twenty_years: {
    id: 'authRegistration.registration.teacher.teachingTime.twenty_years',
    defaultMessage: 'De 11 a 20 anos',
  },
  thirty_years: {
    id: 'authRegistration.registration.teacher.teachingTime.thirty_years',
    defaultMessage: 'De 21 a 30 anos',
  },
  plus_thirty_years: {
    id: 'authRegistration.registration.teacher.teachingTime.plus_thirty_years',
    defaultMessage: 'Mais de 30 anos',
  },
});

/** The monthly workload bands, by value. */
export const monthlyWorkloadMessages = defineMessages({
  fourty_hours: {
    id: 'authRegistration.registration.teacher.monthlyWorkload.fourty_hours',
    defaultMessage: 'Até 40 horas',
  },
  eighty_hours: {
    id: 'authRegistration.registration.teacher.monthlyWorkload.eighty_hours',
    defaultMessage: 'De 40 a 80 horas',
  },
  one_hundred_twenty_hours: {
    id: 'authRegistration.registration.teacher.monthlyWorkload.one_hundred_twenty_hours',
    defaultMessage: 'De 80 a 120 horas',
  },
  one_hundred_sixty_hours: {
    id: 'authRegistration.registration.teacher.monthlyWorkload.one_hundred_sixty_hours',
    defaultMessage: 'De 120 a 160 horas',
  },
  plus_one_hundred_sixty: {
    id: 'authRegistration.registration.teacher.monthlyWorkload.plus_one_hundred_sixty',
    defaultMessage: 'Mais de 160 horas',
  },
});

/** The education segments a teacher teaches, by segment id. */
export const segmentMessages = defineMessages({
  '3': {
    id: 'authRegistration.registration.teacher.segment.3',
    defaultMessage: 'Ensino Fundamental',
  },
  '4': {
    id: 'authRegistration.registration.teacher.segment.4',
    defaultMessage: 'Ensino Médio',
  },
});

/** The descriptor of a value in a map keyed by values (categories, bands, segment ids); undefined if unknown. */
export function messageOf(
  map: Readonly<Record<string, MessageDescriptor>>,
  value: string | number,
): MessageDescriptor | undefined {
  return Object.prototype.hasOwnProperty.call(map, value) ? map[value] : undefined;
}
