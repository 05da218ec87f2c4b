import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The public certificate verification page (/certificados/:code). */
export const verificationMessages = defineMessages<{
  title: NoMessageValues;
  loading: NoMessageValues;
  valid: NoMessageValues;
  holder: NoMessageValues;
  edition: NoMessageValues;
  achievement: NoMessageValues;
  issuedOn: NoMessageValues;
  code: NoMessageValues;
  notFound: { code: MessageValue };
  error: NoMessageValues;
  retry: NoMessageValues;
}>({
  title: { id: 'editionAdmin.verification.title', defaultMessage: 'Verificação de certificado' },
  loading: { id: 'editionAdmin.verification.loading', defaultMessage: 'Verificando o certificado' },
  valid: { id: 'editionAdmin.verification.valid', defaultMessage: 'Certificado válido' },
  holder: { id: 'editionAdmin.verification.holder', defaultMessage: 'Nome' },
  edition: { id: 'editionAdmin.verification.edition', defaultMessage: 'Edição' },
  achievement: { id: 'editionAdmin.verification.achievement', defaultMessage: 'Conquista' },
  issuedOn: { id: 'editionAdmin.verification.issuedOn', defaultMessage: 'Emitido em' },
  code: { id: 'editionAdmin.verification.code', defaultMessage: 'Código' },
  notFound: {
    id: 'editionAdmin.verification.notFound',
    defaultMessage: 'Nenhum certificado tem o código {code}. Confira o endereço do QR code.',
  },
  error: {
    id: 'editionAdmin.verification.error',
    defaultMessage: 'Não foi possível verificar o certificado agora.',
  },
  retry: { id: 'editionAdmin.verification.retry', defaultMessage: 'Tentar novamente' },
});
