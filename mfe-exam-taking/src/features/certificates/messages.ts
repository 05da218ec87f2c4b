import { defineMessages } from 'react-intl';

/** Texts of the certificates part of the edition's Material. */
export const certificatesMessages = defineMessages({
  answerKey: { id: 'examTaking.certificates.answerKey', defaultMessage: 'Gabarito' },
  download: { id: 'examTaking.certificates.download', defaultMessage: 'Baixar certificado' },
  downloadFailed: {
    id: 'examTaking.certificates.downloadFailed',
    defaultMessage: 'Não é possível fazer o download do certificado!',
  },
});

/** Texts of the team member's certificate dialog. */
export const memberCertificateMessages = defineMessages({
  cancel: { id: 'examTaking.certificates.member.cancel', defaultMessage: 'Cancelar' },
  close: { id: 'examTaking.certificates.member.close', defaultMessage: 'Fechar' },
  email: { id: 'examTaking.certificates.member.email', defaultMessage: 'E-mail do membro' },
  failed: {
    id: 'examTaking.certificates.member.failed',
    defaultMessage: 'Não é possível baixar o certificado! Utilize o email de um membro do grupo.',
  },
  intro: {
    id: 'examTaking.certificates.member.intro',
    defaultMessage:
      'Informe o e-mail de um membro do seu grupo para baixar o certificado dele (ou o seu próprio e-mail).',
  },
  open: { id: 'examTaking.certificates.member.open', defaultMessage: 'Certificado individual' },
  submit: { id: 'examTaking.certificates.member.submit', defaultMessage: 'Baixar certificado' },
  title: { id: 'examTaking.certificates.member.title', defaultMessage: 'Certificado individual' },
});
