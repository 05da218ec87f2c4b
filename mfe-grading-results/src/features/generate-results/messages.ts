import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Gerar Resultados (spec 2 "Generate results", §8 "Results and reports"). */
export const generateMessages = defineMessages({
  title: { id: 'gradingResults.generateResults.title', defaultMessage: 'Gerar Resultados' },
  back: { id: 'gradingResults.generateResults.back', defaultMessage: 'Voltar para a edição' },
  loading: { id: 'gradingResults.generateResults.loading', defaultMessage: 'Carregando as fases…' },
  loadFailed: {
    id: 'gradingResults.generateResults.loadFailed',
    defaultMessage: 'Não foi possível carregar as fases desta edição.',
  },
  retry: { id: 'gradingResults.generateResults.retry', defaultMessage: 'Tentar novamente' },
  empty: { id: 'gradingResults.generateResults.empty', defaultMessage: 'Esta edição ainda não tem fases.' },
  intro: {
    id: 'gradingResults.generateResults.intro',
    defaultMessage:
      'As ações ficam disponíveis quando a fase termina. O ranking gerado é provisório até ser publicado.',
  },
  kind: { id: 'gradingResults.generateResults.kind', defaultMessage: 'Tipo' },
  kindOnline: { id: 'gradingResults.generateResults.kindOnline', defaultMessage: 'Digital' },
  kindPresential: { id: 'gradingResults.generateResults.kindPresential', defaultMessage: 'Presencial' },
  filePhase: { id: 'gradingResults.generateResults.filePhase', defaultMessage: 'Envio de arquivos' },
  statusUpcoming: { id: 'gradingResults.generateResults.statusUpcoming', defaultMessage: 'Agendada' },
  statusInProgress: { id: 'gradingResults.generateResults.statusInProgress', defaultMessage: 'Disponível' },
  statusExpired: { id: 'gradingResults.generateResults.statusExpired', defaultMessage: 'Finalizada' },
  start: { id: 'gradingResults.generateResults.start', defaultMessage: 'Início' },
  end: { id: 'gradingResults.generateResults.end', defaultMessage: 'Término' },
  participations: { id: 'gradingResults.generateResults.participations', defaultMessage: 'Participações' },
  rankeds: { id: 'gradingResults.generateResults.rankeds', defaultMessage: 'Classificados' },
  at: { id: 'gradingResults.generateResults.at', defaultMessage: 'às' },
  none: { id: 'gradingResults.generateResults.none', defaultMessage: '—' },
  notExpired: {
    id: 'gradingResults.generateResults.notExpired',
    defaultMessage: 'As ações ficam disponíveis quando a fase terminar.',
  },
  answerKeyNone: {
    id: 'gradingResults.generateResults.answerKeyNone',
    defaultMessage: 'Gabarito ainda não gerado',
  },
  rankingNone: {
    id: 'gradingResults.generateResults.rankingNone',
    defaultMessage: 'Ranking ainda não gerado',
  },
  answerKey: { id: 'gradingResults.generateResults.answerKey', defaultMessage: 'Gerar gabarito' },
  classify: { id: 'gradingResults.generateResults.classify', defaultMessage: 'Classificar' },
  ranking: { id: 'gradingResults.generateResults.ranking', defaultMessage: 'Gerar ranking' },
  publish: { id: 'gradingResults.generateResults.publish', defaultMessage: 'Publicar ranking' },
  unpublish: { id: 'gradingResults.generateResults.unpublish', defaultMessage: 'Despublicar' },
  exportResults: { id: 'gradingResults.generateResults.exportResults', defaultMessage: 'Exportar gabarito' },
  exportRanking: { id: 'gradingResults.generateResults.exportRanking', defaultMessage: 'Exportar ranking' },
  exportRankingProvisional: {
    id: 'gradingResults.generateResults.exportRankingProvisional',
    defaultMessage: 'Exportar ranking (provisório)',
  },
  answerKeyQueued: {
    id: 'gradingResults.generateResults.answerKeyQueued',
    defaultMessage: 'O resultado será gerado!',
  },
  answerKeyFailed: {
    id: 'gradingResults.generateResults.answerKeyFailed',
    defaultMessage: 'Erro ao gerar o resultado!',
  },
  classified: {
    id: 'gradingResults.generateResults.classified',
    defaultMessage: 'Participantes classificados com sucesso!',
  },
  classifyQueued: {
    id: 'gradingResults.generateResults.classifyQueued',
    defaultMessage: 'A classificação dos participantes foi iniciada.',
  },
  classifyFailed: {
    id: 'gradingResults.generateResults.classifyFailed',
    defaultMessage: 'Erro ao classificar os participantes!',
  },
  rankingQueued: {
    id: 'gradingResults.generateResults.rankingQueued',
    defaultMessage: 'Ranking dos participantes será atualizado!',
  },
  rankingFailed: {
    id: 'gradingResults.generateResults.rankingFailed',
    defaultMessage: 'Erro ao atualizar ranking!',
  },
  reportQueued: {
    id: 'gradingResults.generateResults.reportQueued',
    defaultMessage: 'O relatório será enviado para o e-mail cadastrado.',
  },
  reportFailed: {
    id: 'gradingResults.generateResults.reportFailed',
    defaultMessage: 'Relatório não disponível.',
  },
  published: {
    id: 'gradingResults.generateResults.published',
    defaultMessage: 'Publicação do ranking salva.',
  },
  unpublished: {
    id: 'gradingResults.generateResults.unpublished',
    defaultMessage: 'O ranking foi despublicado.',
  },
  publishFailed: {
    id: 'gradingResults.generateResults.publishFailed',
    defaultMessage: 'Não foi possível alterar a publicação do ranking.',
  },
});

/** The texts of a phase that carry values. */
export const phaseMessages = defineMessages<{
  phase: { phase: MessageValue };
  answerKeySince: { date: MessageValue };
  classifiedSince: { date: MessageValue };
  rankingPublished: { date: MessageValue };
  rankingScheduled: { date: MessageValue };
  rankingProvisional: { date: MessageValue };
  actions: { phase: MessageValue };
}>({
  phase: { id: 'gradingResults.generateResults.phase', defaultMessage: 'Fase {phase}' },
  answerKeySince: {
    id: 'gradingResults.generateResults.answerKeySince',
    defaultMessage: 'Gabarito disponível desde {date}',
  },
  classifiedSince: {
    id: 'gradingResults.generateResults.classifiedSince',
    defaultMessage: 'Classificação disponível desde {date}',
  },
  rankingPublished: {
    id: 'gradingResults.generateResults.rankingPublished',
    defaultMessage: 'Ranking publicado em {date}',
  },
  rankingScheduled: {
    id: 'gradingResults.generateResults.rankingScheduled',
    defaultMessage: 'Ranking será publicado em {date}',
  },
  rankingProvisional: {
    id: 'gradingResults.generateResults.rankingProvisional',
    defaultMessage: 'Ranking provisório (gerado em {date})',
  },
  actions: { id: 'gradingResults.generateResults.actions', defaultMessage: 'Ações da fase {phase}' },
});

/** The progress of a phase's jobs. */
export const jobMessages = defineMessages<{
  answerKey: NoMessageValues;
  classification: NoMessageValues;
  ranking: NoMessageValues;
  queued: { job: MessageValue };
  running: { job: MessageValue; done: MessageValue; total: MessageValue };
  runningUnknown: { job: MessageValue };
  succeeded: { job: MessageValue; date: MessageValue };
  failed: { job: MessageValue; reason: MessageValue };
  progressLabel: { job: MessageValue };
}>({
  answerKey: { id: 'gradingResults.generateResults.job.answerKey', defaultMessage: 'Gabarito' },
  classification: {
    id: 'gradingResults.generateResults.job.classification',
    defaultMessage: 'Classificação',
  },
  ranking: { id: 'gradingResults.generateResults.job.ranking', defaultMessage: 'Ranking' },
  queued: { id: 'gradingResults.generateResults.job.queued', defaultMessage: '{job}: na fila' },
  running: {
    id: 'gradingResults.generateResults.job.running',
    defaultMessage: '{job}: processando {done} de {total}',
  },
  runningUnknown: {
    id: 'gradingResults.generateResults.job.runningUnknown',
    defaultMessage: '{job}: processando…',
  },
  succeeded: {
    id: 'gradingResults.generateResults.job.succeeded',
    defaultMessage: '{job}: concluído em {date}',
  },
  failed: { id: 'gradingResults.generateResults.job.failed', defaultMessage: '{job}: falhou ({reason})' },
  progressLabel: {
    id: 'gradingResults.generateResults.job.progressLabel',
    defaultMessage: 'Progresso: {job}',
  },
});

/** The ranking's publication dialog. */
export const publishMessages = defineMessages<{
  title: { phase: MessageValue };
  text: NoMessageValues;
  when: NoMessageValues;
  now: NoMessageValues;
  later: NoMessageValues;
  at: { zone: MessageValue };
  atRequired: NoMessageValues;
  confirm: NoMessageValues;
  confirmUnpublish: NoMessageValues;
  cancel: NoMessageValues;
  unpublishTitle: { phase: MessageValue };
  unpublishText: NoMessageValues;
}>({
  title: {
    id: 'gradingResults.generateResults.publishDialog.title',
    defaultMessage: 'Publicar ranking da fase {phase}',
  },
  text: {
    id: 'gradingResults.generateResults.publishDialog.text',
    defaultMessage:
      'Depois de publicado, o ranking fica visível aos participantes e as notas de projeto não podem mais ser alteradas.',
  },
  when: { id: 'gradingResults.generateResults.publishDialog.when', defaultMessage: 'Quando publicar' },
  now: { id: 'gradingResults.generateResults.publishDialog.now', defaultMessage: 'Agora' },
  later: { id: 'gradingResults.generateResults.publishDialog.later', defaultMessage: 'Em uma data e hora' },
  at: {
    id: 'gradingResults.generateResults.publishDialog.at',
    defaultMessage: 'Data e hora da publicação ({zone})',
  },
  atRequired: {
    id: 'gradingResults.generateResults.publishDialog.atRequired',
    defaultMessage: 'Informe a data e a hora da publicação.',
  },
  confirm: { id: 'gradingResults.generateResults.publishDialog.confirm', defaultMessage: 'Publicar' },
  confirmUnpublish: {
    id: 'gradingResults.generateResults.publishDialog.confirmUnpublish',
    defaultMessage: 'Despublicar',
  },
  cancel: { id: 'gradingResults.generateResults.publishDialog.cancel', defaultMessage: 'Cancelar' },
  unpublishTitle: {
    id: 'gradingResults.generateResults.publishDialog.unpublishTitle',
    defaultMessage: 'Despublicar o ranking da fase {phase}?',
  },
  unpublishText: {
    id: 'gradingResults.generateResults.publishDialog.unpublishText',
    defaultMessage: 'Os participantes deixam de ver o ranking até que ele seja publicado de novo.',
  },
});

/** The report format choice (shared with the reports screen). */
export const formatMessages = defineMessages({
  label: { id: 'gradingResults.generateResults.format.label', defaultMessage: 'Formato dos relatórios' },
  xlsx: { id: 'gradingResults.generateResults.format.xlsx', defaultMessage: 'Planilha (XLSX)' },
  csv: {
    id: 'gradingResults.generateResults.format.csv',
    defaultMessage: 'Texto separado por vírgulas (CSV)',
  },
});
