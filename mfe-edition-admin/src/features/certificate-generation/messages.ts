import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The edition detail's certificate section (spec 2 "Edition detail", §8 "Editions"). */
export const certificateMessages = defineMessages<{
  title: NoMessageValues;
  generate: NoMessageValues;
  update: NoMessageValues;
  availableSince: { date: MessageValue };
  notGenerated: NoMessageValues;
  needsTemplates: NoMessageValues;
  queued: NoMessageValues;
  progress: { done: MessageValue; total: MessageValue };
  done: { count: MessageValue };
  failed: { reason: MessageValue };
  generateFailed: NoMessageValues;
  progressLabel: NoMessageValues;
}>({
  title: { id: 'editionAdmin.certificates.title', defaultMessage: 'Certificados' },
  generate: { id: 'editionAdmin.certificates.generate', defaultMessage: 'Gerar' },
  update: { id: 'editionAdmin.certificates.update', defaultMessage: 'Atualizar' },
  availableSince: {
    id: 'editionAdmin.certificates.availableSince',
    defaultMessage: 'Disponíveis aos participantes desde {date}.',
  },
  notGenerated: {
    id: 'editionAdmin.certificates.notGenerated',
    defaultMessage: 'Os certificados desta edição ainda não foram gerados.',
  },
  needsTemplates: {
    id: 'editionAdmin.certificates.needsTemplates',
    defaultMessage: 'Para gerar os certificados, envie os modelos das conquistas em Editar → Certificados.',
  },
  queued: { id: 'editionAdmin.certificates.queued', defaultMessage: 'Na fila para gerar os certificados…' },
  progress: {
    id: 'editionAdmin.certificates.progress',
    defaultMessage: 'Gerando certificados: {done} de {total}',
  },
  done: {
    id: 'editionAdmin.certificates.done',
    defaultMessage: '{count, plural, one {# certificado gerado.} other {# certificados gerados.}}',
  },
  failed: { id: 'editionAdmin.certificates.failed', defaultMessage: 'A geração falhou: {reason}' },
  generateFailed: {
    id: 'editionAdmin.certificates.generateFailed',
    defaultMessage: 'Erro ao gerar certificado.',
  },
  progressLabel: { id: 'editionAdmin.certificates.progressLabel', defaultMessage: 'Progresso da geração' },
});
