import { defineMessages } from 'react-intl';

/** Texts of the support page. */
export const supportMessages = defineMessages({
  title: {
    id: 'authRegistration.support.title',
    defaultMessage: 'Suporte',
  },
  intro: {
    id: 'authRegistration.support.intro',
    defaultMessage:
      'Descreva sua dúvida ou problema. Nossa equipe de suporte técnico responderá pelo seu e-mail.',
  },
  failedTitle: {
    id: 'authRegistration.support.failedTitle',
    defaultMessage: 'Falha no envio',
  },
  subject: {
    id: 'authRegistration.support.subject',
    defaultMessage: 'Assunto',
  },
  message: {
    id: 'authRegistration.support.message',
    defaultMessage: 'Mensagem',
  },
  send: {
    id: 'authRegistration.support.send',
    defaultMessage: 'Enviar',
  },
  sentTitle: {
    id: 'authRegistration.support.sentTitle',
    defaultMessage: 'Mensagem enviada',
  },
  sentDescription: {
    id: 'authRegistration.support.sentDescription',
    defaultMessage: 'Recebemos sua mensagem e responderemos em breve.',
  },
});
