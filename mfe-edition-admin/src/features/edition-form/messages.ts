import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The edition form's page, tabs and buttons (spec 2 "Edition form"). */
export const formMessages = defineMessages({
  createTitle: { id: 'editionAdmin.editionForm.createTitle', defaultMessage: 'Criar Edição' },
  editTitle: { id: 'editionAdmin.editionForm.editTitle', defaultMessage: 'Editar Edição' },
  tabData: { id: 'editionAdmin.editionForm.tab.data', defaultMessage: 'Dados da edição' },
  tabPhases: { id: 'editionAdmin.editionForm.tab.phases', defaultMessage: 'Fases' },
  tabCertificates: { id: 'editionAdmin.editionForm.tab.certificates', defaultMessage: 'Certificados' },
  save: { id: 'editionAdmin.editionForm.save', defaultMessage: 'Salvar' },
  cancel: { id: 'editionAdmin.editionForm.cancel', defaultMessage: 'Cancelar' },
  remove: { id: 'editionAdmin.editionForm.remove', defaultMessage: 'Remover' },
  confirmCancel: { id: 'editionAdmin.editionForm.confirm.cancel', defaultMessage: 'Cancelar' },
});

/** Why Save is disabled, next to it. */
export const saveStateMessages = defineMessages<{
  blocked: { fields: MessageValue };
  saving: NoMessageValues;
}>({
  blocked: {
    id: 'editionAdmin.editionForm.saveBlocked',
    defaultMessage: 'Para salvar, corrija ou preencha: {fields}.',
  },
  saving: { id: 'editionAdmin.editionForm.saving', defaultMessage: 'Salvando a edição…' },
});

/** The "Dados da edição" tab. */
export const dataMessages = defineMessages({
  description: { id: 'editionAdmin.editionForm.description', defaultMessage: 'Descrição' },
  logo: { id: 'editionAdmin.editionForm.logo', defaultMessage: 'Logo' },
  logoPreview: { id: 'editionAdmin.editionForm.logoPreview', defaultMessage: 'Pré-visualização do logo' },
  startRegistration: { id: 'editionAdmin.editionForm.startRegistration', defaultMessage: 'Data de início' },
  endRegistration: { id: 'editionAdmin.editionForm.endRegistration', defaultMessage: 'Data de fim' },
  resultsDue: { id: 'editionAdmin.editionForm.resultsDue', defaultMessage: 'Data do resultado' },
  datesHelp: {
    id: 'editionAdmin.editionForm.datesHelp',
    defaultMessage: 'Datas e horários no fuso horário da edição.',
  },
  countries: { id: 'editionAdmin.editionForm.countries', defaultMessage: 'Países' },
  countriesLoading: {
    id: 'editionAdmin.editionForm.countriesLoading',
    defaultMessage: 'Carregando os países',
  },
  timeZone: { id: 'editionAdmin.editionForm.timeZone', defaultMessage: 'Fuso horário' },
  timeZonePlaceholder: {
    id: 'editionAdmin.editionForm.timeZonePlaceholder',
    defaultMessage: 'Selecione o fuso horário',
  },
  videos: { id: 'editionAdmin.editionForm.videos', defaultMessage: 'Vídeos' },
  videoDescription: { id: 'editionAdmin.editionForm.videoDescription', defaultMessage: 'Descrição do vídeo' },
  videoUrl: { id: 'editionAdmin.editionForm.videoUrl', defaultMessage: 'Link do vídeo' },
  addVideo: { id: 'editionAdmin.editionForm.addVideo', defaultMessage: 'Adicionar vídeo' },
  noVideos: { id: 'editionAdmin.editionForm.noVideos', defaultMessage: 'Nenhum vídeo.' },
});

/** The coordinators section (admins only). */
export const coordinatorMessages = defineMessages<{
  title: NoMessageValues;
  email: NoMessageValues;
  add: NoMessageValues;
  empty: NoMessageValues;
  notFound: NoMessageValues;
  createLink: NoMessageValues;
  checkFailed: NoMessageValues;
  removeTitle: NoMessageValues;
  removeText: { email: MessageValue };
  removeConfirm: NoMessageValues;
  removeLabel: { email: MessageValue };
}>({
  title: { id: 'editionAdmin.editionForm.coordinators.title', defaultMessage: 'Coordenadores' },
  email: { id: 'editionAdmin.editionForm.coordinators.email', defaultMessage: 'E-mail do coordenador' },
  add: { id: 'editionAdmin.editionForm.coordinators.add', defaultMessage: 'Adicionar' },
  empty: { id: 'editionAdmin.editionForm.coordinators.empty', defaultMessage: 'Nenhum coordenador.' },
  notFound: {
    id: 'editionAdmin.editionForm.coordinators.notFound',
    defaultMessage: 'Não há coordenador cadastrado com este e-mail.',
  },
  createLink: {
    id: 'editionAdmin.editionForm.coordinators.createLink',
    defaultMessage: 'Cadastrar novo coordenador',
  },
  checkFailed: {
    id: 'editionAdmin.editionForm.coordinators.checkFailed',
    defaultMessage: 'Não foi possível verificar o e-mail. Tente novamente.',
  },
  removeTitle: {
    id: 'editionAdmin.editionForm.coordinators.removeTitle',
    defaultMessage: 'Remover coordenador',
  },
  removeText: {
    id: 'editionAdmin.editionForm.coordinators.removeText',
    defaultMessage:
      'Remover {email} desta edição? A pessoa perde os privilégios de coordenação desta edição ao salvar.',
  },
  removeConfirm: { id: 'editionAdmin.editionForm.coordinators.removeConfirm', defaultMessage: 'Remover' },
  removeLabel: {
    id: 'editionAdmin.editionForm.coordinators.removeLabel',
    defaultMessage: 'Remover {email}',
  },
});

/** The "Fases" tab. */
export const phaseFormMessages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  add: NoMessageValues;
  phase: { phase: MessageValue };
  categories: NoMessageValues;
  memberLimit: NoMessageValues;
  remove: { phase: MessageValue };
}>({
  title: { id: 'editionAdmin.editionForm.phases.title', defaultMessage: 'Fases' },
  empty: { id: 'editionAdmin.editionForm.phases.empty', defaultMessage: 'Nenhuma fase cadastrada.' },
  add: { id: 'editionAdmin.editionForm.phases.add', defaultMessage: 'Adicionar fase' },
  phase: { id: 'editionAdmin.editionForm.phases.phase', defaultMessage: 'Fase {phase}' },
  categories: { id: 'editionAdmin.editionForm.phases.categories', defaultMessage: 'Categorias' },
  memberLimit: {
    id: 'editionAdmin.editionForm.phases.memberLimit',
    defaultMessage: 'Limite de membros por grupo',
  },
  remove: { id: 'editionAdmin.editionForm.phases.remove', defaultMessage: 'Remover fase {phase}' },
});

/** The "Certificados" tab. */
export const certificateFormMessages = defineMessages<{
  template: NoMessageValues;
  storedTemplate: { name: MessageValue };
  achievements: NoMessageValues;
  addAchievement: NoMessageValues;
  noAchievements: NoMessageValues;
  achievement: { level: MessageValue };
  name: NoMessageValues;
  minScore: NoMessageValues;
  maxScore: NoMessageValues;
  achievementTemplate: NoMessageValues;
  removeAchievement: { level: MessageValue };
  deleteTemplate: NoMessageValues;
  deleteTemplateTitle: NoMessageValues;
  deleteTemplateText: { name: MessageValue };
  templateDeleted: NoMessageValues;
  templateDeleteFailed: NoMessageValues;
}>({
  template: {
    id: 'editionAdmin.editionForm.certificate.template',
    defaultMessage: 'Modelo de certificado (.html.erb)',
  },
  storedTemplate: {
    id: 'editionAdmin.editionForm.certificate.stored',
    defaultMessage: 'Arquivo atual: {name}',
  },
  achievements: { id: 'editionAdmin.editionForm.achievements.title', defaultMessage: 'Conquistas' },
  addAchievement: { id: 'editionAdmin.editionForm.achievements.add', defaultMessage: 'Adicionar conquista' },
  noAchievements: { id: 'editionAdmin.editionForm.achievements.empty', defaultMessage: 'Nenhuma conquista.' },
  achievement: {
    id: 'editionAdmin.editionForm.achievements.achievement',
    defaultMessage: 'Conquista {level}',
  },
  name: { id: 'editionAdmin.editionForm.achievements.name', defaultMessage: 'Nome' },
  minScore: { id: 'editionAdmin.editionForm.achievements.minScore', defaultMessage: 'Nota mínima' },
  maxScore: { id: 'editionAdmin.editionForm.achievements.maxScore', defaultMessage: 'Nota máxima' },
  achievementTemplate: {
    id: 'editionAdmin.editionForm.achievements.template',
    defaultMessage: 'Modelo da conquista (.html.erb)',
  },
  removeAchievement: {
    id: 'editionAdmin.editionForm.achievements.remove',
    defaultMessage: 'Remover conquista {level}',
  },
  deleteTemplate: {
    id: 'editionAdmin.editionForm.achievements.deleteTemplate',
    defaultMessage: 'Excluir modelo',
  },
  deleteTemplateTitle: {
    id: 'editionAdmin.editionForm.achievements.deleteTemplateTitle',
    defaultMessage: 'Excluir modelo da conquista',
  },
  deleteTemplateText: {
    id: 'editionAdmin.editionForm.achievements.deleteTemplateText',
    defaultMessage: 'Excluir o modelo {name}? A conquista continua, sem modelo.',
  },
  templateDeleted: {
    id: 'editionAdmin.editionForm.achievements.templateDeleted',
    defaultMessage: 'Modelo excluído.',
  },
  templateDeleteFailed: {
    id: 'editionAdmin.editionForm.achievements.templateDeleteFailed',
    defaultMessage: 'Erro ao deletar template.',
  },
});
