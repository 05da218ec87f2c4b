import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Texts of the team and files screens of a project phase. */
export const projectPhaseMessages = defineMessages<{
  cancel: NoMessageValues;
  confirmRemove: NoMessageValues;
  filesCap: { sent: MessageValue; cap: MessageValue };
  filesChoose: NoMessageValues;
  filesChooseOf: { category: MessageValue };
  filesChosen: NoMessageValues;
  filesConfirmText: NoMessageValues;
  filesConfirmTitle: NoMessageValues;
  filesDelete: NoMessageValues;
  filesDownload: { name: MessageValue };
  filesFormats: { formats: MessageValue };
  filesLoadError: NoMessageValues;
  filesLoading: NoMessageValues;
  filesNeedsTeam: NoMessageValues;
  filesNone: NoMessageValues;
  filesPick: NoMessageValues;
  filesPicked: { count: MessageValue };
  filesSend: NoMessageValues;
  filesSent: NoMessageValues;
  filesTeam: { name: MessageValue };
  filesUnchoose: { name: MessageValue };
  filesVideoUrl: NoMessageValues;
  loading: NoMessageValues;
  memberAddTitle: NoMessageValues;
  memberEditTitle: NoMessageValues;
  memberFieldBirthdate: NoMessageValues;
  memberFieldCity: NoMessageValues;
  memberFieldCpf: NoMessageValues;
  memberFieldEmail: NoMessageValues;
  memberFieldGrade: NoMessageValues;
  memberFieldGuardianEmail: NoMessageValues;
  memberFieldGuardianName: NoMessageValues;
  memberFieldKinship: NoMessageValues;
  memberFieldName: NoMessageValues;
  memberFieldPhone: NoMessageValues;
  memberFieldRole: NoMessageValues;
  memberFieldSchool: NoMessageValues;
  memberFieldState: NoMessageValues;
  memberGuardianTitle: NoMessageValues;
  memberListedPerson: { name: MessageValue };
  memberSave: NoMessageValues;
  memberSearchBack: NoMessageValues;
  memberSearchChosen: { name: MessageValue };
  memberSearchFailed: NoMessageValues;
  memberSearchLabel: NoMessageValues;
  memberSearchLoading: NoMessageValues;
  memberSearchNone: NoMessageValues;
  memberSearchNotListed: NoMessageValues;
  memberSearchPlaceholder: NoMessageValues;
  memberSearchResults: NoMessageValues;
  membersActions: NoMessageValues;
  membersAdd: NoMessageValues;
  membersConfirmText: { name: MessageValue };
  membersConfirmTitle: NoMessageValues;
  membersCount: { count: MessageValue; limit: MessageValue };
  membersEdit: NoMessageValues;
  membersEditOf: { name: MessageValue };
  membersEmail: NoMessageValues;
  membersName: NoMessageValues;
  membersNoEmail: NoMessageValues;
  membersRemove: NoMessageValues;
  membersRemoveOf: { name: MessageValue };
  membersRole: NoMessageValues;
  phaseError: NoMessageValues;
  pickerClear: NoMessageValues;
  pickerEmpty: NoMessageValues;
  pickerFailed: NoMessageValues;
  pickerLoading: NoMessageValues;
  pickerMore: NoMessageValues;
  pickerOpen: NoMessageValues;
  pickerPlaceholder: NoMessageValues;
  pickerRetry: NoMessageValues;
  retry: NoMessageValues;
  teamCreate: NoMessageValues;
  teamLoadError: NoMessageValues;
  teamLoading: NoMessageValues;
  teamName: NoMessageValues;
  teamTitle: { name: MessageValue };
  toastDownloadFailed: NoMessageValues;
  toastFileRemoved: NoMessageValues;
  toastFileRemoveFailed: NoMessageValues;
  toastMemberAdded: NoMessageValues;
  toastMemberAddFailed: NoMessageValues;
  toastMemberRemoved: NoMessageValues;
  toastMemberRemoveFailed: NoMessageValues;
  toastMemberUpdated: NoMessageValues;
  toastMemberUpdateFailed: NoMessageValues;
  toastTeamCreated: NoMessageValues;
  toastTeamCreateFailed: NoMessageValues;
  toastUploaded: NoMessageValues;
  toastUploadFailed: NoMessageValues;
}>({
  cancel: { id: 'examTaking.projectPhase.cancel', defaultMessage: 'Cancelar' },
  confirmRemove: { id: 'examTaking.projectPhase.confirmRemove', defaultMessage: 'Remover' },
  filesCap: { id: 'examTaking.projectPhase.files.cap', defaultMessage: '{sent} de {cap} arquivos enviados.' },
  filesChoose: { id: 'examTaking.projectPhase.files.choose', defaultMessage: 'Arquivos' },
  filesChooseOf: { id: 'examTaking.projectPhase.files.chooseOf', defaultMessage: 'Arquivos de {category}' },
  filesChosen: { id: 'examTaking.projectPhase.files.chosen', defaultMessage: 'Arquivos escolhidos' },
  filesConfirmText: {
    id: 'examTaking.projectPhase.files.confirmText',
    defaultMessage: 'Tem certeza de que deseja excluir este envio? Os arquivos e links dele serão removidos.',
  },
  filesConfirmTitle: { id: 'examTaking.projectPhase.files.confirmTitle', defaultMessage: 'Excluir envio' },
  filesDelete: { id: 'examTaking.projectPhase.files.delete', defaultMessage: 'Excluir envio' },
  filesDownload: { id: 'examTaking.projectPhase.files.download', defaultMessage: 'Baixar {name}' },
  filesFormats: {
    id: 'examTaking.projectPhase.files.formats',
    defaultMessage: 'Formatos aceitos: {formats}.',
  },
  filesLoadError: {
    id: 'examTaking.projectPhase.files.loadError',
    defaultMessage: 'Não foi possível carregar os arquivos enviados.',
  },
  filesLoading: { id: 'examTaking.projectPhase.files.loading', defaultMessage: 'Carregando os arquivos…' },
  filesNeedsTeam: {
    id: 'examTaking.projectPhase.files.needsTeam',
    defaultMessage: 'Os arquivos do grupo podem ser enviados depois que o time for criado.',
  },
  filesNone: { id: 'examTaking.projectPhase.files.none', defaultMessage: 'Nenhum arquivo enviado.' },
  filesPick: { id: 'examTaking.projectPhase.files.pick', defaultMessage: 'Escolher arquivos' },
  filesPicked: {
    id: 'examTaking.projectPhase.files.picked',
    defaultMessage:
      '{count, plural, =0 {Nenhum arquivo escolhido} one {# arquivo escolhido} other {# arquivos escolhidos}}',
  },
  filesSend: { id: 'examTaking.projectPhase.files.send', defaultMessage: 'Enviar' },
  filesSent: { id: 'examTaking.projectPhase.files.sent', defaultMessage: 'Arquivos enviados' },
  filesTeam: { id: 'examTaking.projectPhase.files.team', defaultMessage: 'Time: {name}' },
  filesUnchoose: { id: 'examTaking.projectPhase.files.unchoose', defaultMessage: 'Retirar {name}' },
  filesVideoUrl: {
    id: 'examTaking.projectPhase.files.videoUrl',
    defaultMessage: 'Link do vídeo (http ou https)',
  },
  loading: { id: 'examTaking.projectPhase.loading', defaultMessage: 'Carregando…' },
  memberAddTitle: { id: 'examTaking.projectPhase.member.addTitle', defaultMessage: 'Adicionar membro' },
  memberEditTitle: { id: 'examTaking.projectPhase.member.editTitle', defaultMessage: 'Editar membro' },
  memberFieldBirthdate: {
    id: 'examTaking.projectPhase.member.field.birthdate',
    defaultMessage: 'Data de nascimento',
  },
  memberFieldCity: { id: 'examTaking.projectPhase.member.field.city', defaultMessage: 'Cidade da escola' },
  memberFieldCpf: { id: 'examTaking.projectPhase.member.field.cpf', defaultMessage: 'CPF' },
  memberFieldEmail: { id: 'examTaking.projectPhase.member.field.email', defaultMessage: 'E-mail' },
  memberFieldGrade: { id: 'examTaking.projectPhase.member.field.grade', defaultMessage: 'Série' },
  memberFieldGuardianEmail: {
    id: 'examTaking.projectPhase.member.field.guardianEmail',
    defaultMessage: 'E-mail do responsável legal',
  },
  memberFieldGuardianName: {
    id: 'examTaking.projectPhase.member.field.guardianName',
    defaultMessage: 'Nome do responsável legal',
  },
  memberFieldKinship: {
    id: 'examTaking.projectPhase.member.field.kinship',
    defaultMessage: 'Grau de parentesco',
  },
  memberFieldName: { id: 'examTaking.projectPhase.member.field.name', defaultMessage: 'Nome completo' },
  memberFieldPhone: { id: 'examTaking.projectPhase.member.field.phone', defaultMessage: 'Telefone' },
  memberFieldRole: { id: 'examTaking.projectPhase.member.field.role', defaultMessage: 'Função' },
  memberFieldSchool: { id: 'examTaking.projectPhase.member.field.school', defaultMessage: 'Escola' },
  memberFieldState: { id: 'examTaking.projectPhase.member.field.state', defaultMessage: 'Estado da escola' },
  memberGuardianTitle: {
    id: 'examTaking.projectPhase.member.guardian.title',
    defaultMessage: 'Responsável legal (menor de 18 anos)',
  },
  memberListedPerson: {
    id: 'examTaking.projectPhase.member.listedPerson',
    defaultMessage: 'Participante: {name}',
  },
  memberSave: { id: 'examTaking.projectPhase.member.save', defaultMessage: 'Salvar' },
  memberSearchBack: {
    id: 'examTaking.projectPhase.member.search.back',
    defaultMessage: 'Voltar para a busca de participantes',
  },
  memberSearchChosen: {
    id: 'examTaking.projectPhase.member.search.chosen',
    defaultMessage: 'Selecionado: {name}',
  },
  memberSearchFailed: {
    id: 'examTaking.projectPhase.member.search.failed',
    defaultMessage: 'Não foi possível buscar os participantes.',
  },
  memberSearchLabel: {
    id: 'examTaking.projectPhase.member.search.label',
    defaultMessage: 'Buscar participante pelo nome',
  },
  memberSearchLoading: { id: 'examTaking.projectPhase.member.search.loading', defaultMessage: 'Buscando…' },
  memberSearchNone: {
    id: 'examTaking.projectPhase.member.search.none',
    defaultMessage: 'Nenhum participante encontrado.',
  },
  memberSearchNotListed: {
    id: 'examTaking.projectPhase.member.search.notListed',
    defaultMessage: 'Não encontrei a pessoa na lista',
  },
  memberSearchPlaceholder: {
    id: 'examTaking.projectPhase.member.search.placeholder',
    defaultMessage: 'Digite o nome do participante',
  },
  memberSearchResults: {
    id: 'examTaking.projectPhase.member.search.results',
    defaultMessage: 'Participantes encontrados',
  },
  membersActions: { id: 'examTaking.projectPhase.members.actions', defaultMessage: 'Ações' },
  membersAdd: { id: 'examTaking.projectPhase.members.add', defaultMessage: 'Adicionar membro' },
  membersConfirmText: {
    id: 'examTaking.projectPhase.members.confirmText',
    defaultMessage: 'Tem certeza de que deseja remover {name} do time?',
  },
  membersConfirmTitle: {
    id: 'examTaking.projectPhase.members.confirmTitle',
    defaultMessage: 'Remover membro',
  },
  membersCount: { id: 'examTaking.projectPhase.members.count', defaultMessage: '{count} de {limit} membros' },
  membersEdit: { id: 'examTaking.projectPhase.members.edit', defaultMessage: 'Editar' },
  membersEditOf: { id: 'examTaking.projectPhase.members.editOf', defaultMessage: 'Editar {name}' },
  membersEmail: { id: 'examTaking.projectPhase.members.email', defaultMessage: 'E-mail' },
  membersName: { id: 'examTaking.projectPhase.members.name', defaultMessage: 'Nome' },
  membersNoEmail: { id: 'examTaking.projectPhase.members.noEmail', defaultMessage: '—' },
  membersRemove: { id: 'examTaking.projectPhase.members.remove', defaultMessage: 'Remover' },
  membersRemoveOf: { id: 'examTaking.projectPhase.members.removeOf', defaultMessage: 'Remover {name}' },
  membersRole: { id: 'examTaking.projectPhase.members.role', defaultMessage: 'Função' },
  phaseError: {
    id: 'examTaking.projectPhase.phaseError',
    defaultMessage: 'Não foi possível carregar os dados desta fase.',
  },
  pickerClear: { id: 'examTaking.projectPhase.picker.clear', defaultMessage: 'Limpar' },
  pickerEmpty: { id: 'examTaking.projectPhase.picker.empty', defaultMessage: 'Nenhum resultado encontrado' },
  pickerFailed: {
    id: 'examTaking.projectPhase.picker.failed',
    defaultMessage: 'Não foi possível carregar as opções.',
  },
  pickerLoading: { id: 'examTaking.projectPhase.picker.loading', defaultMessage: 'Carregando…' },
  pickerMore: { id: 'examTaking.projectPhase.picker.more', defaultMessage: 'Carregar mais' },
  pickerOpen: { id: 'examTaking.projectPhase.picker.open', defaultMessage: 'Abrir opções' },
  pickerPlaceholder: { id: 'examTaking.projectPhase.picker.placeholder', defaultMessage: 'Selecione' },
  pickerRetry: { id: 'examTaking.projectPhase.picker.retry', defaultMessage: 'Tentar novamente' },
  retry: { id: 'examTaking.projectPhase.retry', defaultMessage: 'Tentar novamente' },
  teamCreate: { id: 'examTaking.projectPhase.team.create', defaultMessage: 'Criar time' },
  teamLoadError: {
    id: 'examTaking.projectPhase.team.loadError',
    defaultMessage: 'Não foi possível carregar o time.',
  },
  teamLoading: { id: 'examTaking.projectPhase.team.loading', defaultMessage: 'Carregando o time…' },
  teamName: { id: 'examTaking.projectPhase.team.name', defaultMessage: 'Nome do time' },
  teamTitle: { id: 'examTaking.projectPhase.team.title', defaultMessage: 'Time: {name}' },
  toastDownloadFailed: {
    id: 'examTaking.projectPhase.toast.downloadFailed',
    defaultMessage: 'Não foi possível baixar o arquivo.',
  },
  toastFileRemoved: {
    id: 'examTaking.projectPhase.toast.fileRemoved',
    defaultMessage: 'Envio excluído com sucesso!',
  },
  toastFileRemoveFailed: {
    id: 'examTaking.projectPhase.toast.fileRemoveFailed',
    defaultMessage: 'Não foi possível excluir o envio.',
  },
  toastMemberAdded: {
    id: 'examTaking.projectPhase.toast.memberAdded',
    defaultMessage: 'Membro adicionado com sucesso!',
  },
  toastMemberAddFailed: {
    id: 'examTaking.projectPhase.toast.memberAddFailed',
    defaultMessage: 'Nao foi possivel adicionar o membro!',
  },
  toastMemberRemoved: {
    id: 'examTaking.projectPhase.toast.memberRemoved',
    defaultMessage: 'Membro deletado com sucesso!',
  },
  toastMemberRemoveFailed: {
    id: 'examTaking.projectPhase.toast.memberRemoveFailed',
    defaultMessage: 'Nao foi possivel deletar o membro do time!',
  },
  toastMemberUpdated: {
    id: 'examTaking.projectPhase.toast.memberUpdated',
    defaultMessage: 'Membro atualizado com sucesso!',
  },
  toastMemberUpdateFailed: {
    id: 'examTaking.projectPhase.toast.memberUpdateFailed',
    defaultMessage: 'Nao foi possivel atualizar o time!',
  },
  toastTeamCreated: {
    id: 'examTaking.projectPhase.toast.teamCreated',
    defaultMessage: 'Time criado com sucesso!',
  },
  toastTeamCreateFailed: {
    id: 'examTaking.projectPhase.toast.teamCreateFailed',
    defaultMessage: 'Erro ao criar o time!',
  },
  toastUploaded: {
    id: 'examTaking.projectPhase.toast.uploaded',
    defaultMessage: 'Arquivo enviado com sucesso!',
  },
  toastUploadFailed: {
    id: 'examTaking.projectPhase.toast.uploadFailed',
    defaultMessage: 'Erro ao adicionar arquivo!',
  },
});

/** The name of each project category, by the API's value. */
export const projectCategoryMessages = defineMessages<{
  final_project: NoMessageValues;
  in_group: NoMessageValues;
  pre_project: NoMessageValues;
}>({
  final_project: { id: 'examTaking.projectPhase.category.final_project', defaultMessage: 'Projeto final' },
  in_group: { id: 'examTaking.projectPhase.category.in_group', defaultMessage: 'Grupo' },
  pre_project: { id: 'examTaking.projectPhase.category.pre_project', defaultMessage: 'Pré-projeto' },
});

/** The name of each member role, by the API's value. */
export const memberRoleMessages = defineMessages<{
  leader: NoMessageValues;
  member: NoMessageValues;
  teacher: NoMessageValues;
}>({
  leader: { id: 'examTaking.projectPhase.role.leader', defaultMessage: 'Líder' },
  member: { id: 'examTaking.projectPhase.role.member', defaultMessage: 'Estudante' },
  teacher: { id: 'examTaking.projectPhase.role.teacher', defaultMessage: 'Professor' },
});
