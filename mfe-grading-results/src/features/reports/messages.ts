import { defineMessages, type MessageValue } from 'react-intl';
import type { ReportKind } from 'shared-contracts';

/** Relatórios (spec 2 "Reports", §8 "Results and reports"). */
export const reportsMessages = defineMessages({
  title: { id: 'gradingResults.reports.title', defaultMessage: 'Relatórios' },
  back: { id: 'gradingResults.reports.back', defaultMessage: 'Voltar para a edição' },
  tabs: { id: 'gradingResults.reports.tabs', defaultMessage: 'Tipos de relatório' },
  inscriptionsTab: { id: 'gradingResults.reports.inscriptionsTab', defaultMessage: 'Inscrições' },
  answersTab: { id: 'gradingResults.reports.answersTab', defaultMessage: 'Respostas da edição' },
  rankingTab: { id: 'gradingResults.reports.rankingTab', defaultMessage: 'Ranking' },
  queued: {
    id: 'gradingResults.reports.queued',
    defaultMessage: 'O relatório será enviado para o e-mail cadastrado.',
  },
  failed: { id: 'gradingResults.reports.failed', defaultMessage: 'Relatório não disponível.' },
  generalTitle: {
    id: 'gradingResults.reports.generalTitle',
    defaultMessage: 'Relatório geral de inscrições',
  },
  generalText: {
    id: 'gradingResults.reports.generalText',
    defaultMessage: 'Todas as inscrições da edição, de todas as escolas.',
  },
  general: { id: 'gradingResults.reports.general', defaultMessage: 'Relatório geral' },
  schoolTitle: { id: 'gradingResults.reports.schoolTitle', defaultMessage: 'Relatório por escola' },
  state: { id: 'gradingResults.reports.state', defaultMessage: 'Estado' },
  city: { id: 'gradingResults.reports.city', defaultMessage: 'Cidade' },
  school: { id: 'gradingResults.reports.school', defaultMessage: 'Escola (INEP ou nome)' },
  chooseState: { id: 'gradingResults.reports.chooseState', defaultMessage: 'Escolha o estado primeiro' },
  chooseCity: { id: 'gradingResults.reports.chooseCity', defaultMessage: 'Escolha a cidade primeiro' },
  bySchool: { id: 'gradingResults.reports.bySchool', defaultMessage: 'Relatório da escola' },
  publishedOnly: {
    id: 'gradingResults.reports.publishedOnly',
    defaultMessage: 'O relatório fica disponível somente após a publicação dos resultados.',
  },
  phase: { id: 'gradingResults.reports.phase', defaultMessage: 'Fase' },
  start: { id: 'gradingResults.reports.start', defaultMessage: 'Início' },
  end: { id: 'gradingResults.reports.end', defaultMessage: 'Término' },
  availability: { id: 'gradingResults.reports.availability', defaultMessage: 'Disponibilidade' },
  action: { id: 'gradingResults.reports.action', defaultMessage: 'Ação' },
  notAvailable: { id: 'gradingResults.reports.notAvailable', defaultMessage: 'Não disponível' },
  exportResults: { id: 'gradingResults.reports.exportResults', defaultMessage: 'Exportar gabarito' },
  exportRanking: { id: 'gradingResults.reports.exportRanking', defaultMessage: 'Exportar ranking' },
  exportRankingProvisional: {
    id: 'gradingResults.reports.exportRankingProvisional',
    defaultMessage: 'Exportar ranking (provisório)',
  },
  noPhases: { id: 'gradingResults.reports.noPhases', defaultMessage: 'Esta edição ainda não tem fases.' },
  loadFailed: {
    id: 'gradingResults.reports.loadFailed',
    defaultMessage: 'Não foi possível carregar os dados.',
  },
  requestedTitle: { id: 'gradingResults.reports.requestedTitle', defaultMessage: 'Relatórios solicitados' },
  requestedEmpty: {
    id: 'gradingResults.reports.requestedEmpty',
    defaultMessage: 'Você ainda não solicitou relatórios nesta edição.',
  },
  statusQueued: { id: 'gradingResults.reports.statusQueued', defaultMessage: 'Na fila' },
  statusRunning: { id: 'gradingResults.reports.statusRunning', defaultMessage: 'Gerando' },
  statusSucceeded: { id: 'gradingResults.reports.statusSucceeded', defaultMessage: 'Pronto' },
  statusFailed: { id: 'gradingResults.reports.statusFailed', defaultMessage: 'Falhou' },
});

/** The texts with values. */
export const reportValueMessages = defineMessages<{
  phase: { phase: MessageValue };
  availableOn: { date: MessageValue };
  provisional: { date: MessageValue };
  exportOf: { action: MessageValue; phase: MessageValue };
  progress: { done: MessageValue; total: MessageValue };
  progressLabel: { report: MessageValue };
  requestedAt: { date: MessageValue };
  failedReason: { reason: MessageValue };
  download: { name: MessageValue };
  jobOfPhase: { report: MessageValue; phase: MessageValue };
}>({
  phase: { id: 'gradingResults.reports.phaseNumber', defaultMessage: 'Fase {phase}' },
  availableOn: { id: 'gradingResults.reports.availableOn', defaultMessage: 'Disponível em {date}' },
  provisional: { id: 'gradingResults.reports.provisional', defaultMessage: 'Provisório desde {date}' },
  exportOf: { id: 'gradingResults.reports.exportOf', defaultMessage: '{action} da fase {phase}' },
  progress: { id: 'gradingResults.reports.progress', defaultMessage: '{done} de {total}' },
  progressLabel: { id: 'gradingResults.reports.progressLabel', defaultMessage: 'Progresso: {report}' },
  requestedAt: { id: 'gradingResults.reports.requestedAt', defaultMessage: 'Solicitado em {date}' },
  failedReason: { id: 'gradingResults.reports.failedReason', defaultMessage: 'Falhou: {reason}' },
  download: { id: 'gradingResults.reports.download', defaultMessage: 'Baixar {name}' },
  jobOfPhase: { id: 'gradingResults.reports.jobOfPhase', defaultMessage: '{report} · fase {phase}' },
});

/** The report kinds as the requested reports name them. */
export const reportKindMessages = defineMessages({
  ranking: { id: 'gradingResults.reports.kind.ranking', defaultMessage: 'Ranking' },
  results: { id: 'gradingResults.reports.kind.results', defaultMessage: 'Gabarito' },
  inscriptions: { id: 'gradingResults.reports.kind.inscriptions', defaultMessage: 'Inscrições' },
  participation_files: {
    id: 'gradingResults.reports.kind.participation_files',
    defaultMessage: 'Arquivos das participações',
  },
  participations: { id: 'gradingResults.reports.kind.participations', defaultMessage: 'Participações' },
}) satisfies Record<ReportKind, unknown>;

/** The remote selects' texts. */
export const selectMessages = defineMessages({
  loading: { id: 'gradingResults.reports.select.loading', defaultMessage: 'Carregando…' },
  more: { id: 'gradingResults.reports.select.more', defaultMessage: 'Carregar mais' },
  failed: {
    id: 'gradingResults.reports.select.failed',
    defaultMessage: 'Não foi possível carregar as opções.',
  },
  retry: { id: 'gradingResults.reports.select.retry', defaultMessage: 'Tentar novamente' },
  empty: { id: 'gradingResults.reports.select.empty', defaultMessage: 'Nenhum resultado encontrado' },
  open: { id: 'gradingResults.reports.select.open', defaultMessage: 'Mostrar opções' },
  clear: { id: 'gradingResults.reports.select.clear', defaultMessage: 'Limpar' },
});
