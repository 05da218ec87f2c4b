import type { LocaleMessages } from 'shared-contracts';

/** Messages of support in every locale (keys prefixed "authRegistration."). */
export const supportMessages: LocaleMessages = {
  'pt-BR': {
    'authRegistration.support.title': 'Suporte',
    'authRegistration.support.intro':
      'Descreva sua dúvida ou problema. Nossa equipe de suporte técnico responderá pelo seu e-mail.',
    'authRegistration.support.subject': 'Assunto',
    'authRegistration.support.message': 'Mensagem',
    'authRegistration.support.send': 'Enviar',
    'authRegistration.support.sentTitle': 'Mensagem enviada',
    'authRegistration.support.sentDescription': 'Recebemos sua mensagem e responderemos em breve.',
    'authRegistration.support.failedTitle': 'Falha no envio',
  },
  es: {
    'authRegistration.support.title': 'Soporte',
    'authRegistration.support.intro':
      'Describe tu duda o problema. Nuestro equipo de soporte técnico te responderá por correo electrónico.',
    'authRegistration.support.subject': 'Asunto',
    'authRegistration.support.message': 'Mensaje',
    'authRegistration.support.send': 'Enviar',
    'authRegistration.support.sentTitle': 'Mensaje enviado',
    'authRegistration.support.sentDescription': 'Recibimos tu mensaje y te responderemos pronto.',
    'authRegistration.support.failedTitle': 'Error en el envío',
  },
  'pt-PT': {
    'authRegistration.support.title': 'Apoio',
    'authRegistration.support.intro':
      'Descreva a sua dúvida ou problema. A nossa equipa de apoio técnico responderá por e-mail.',
    'authRegistration.support.subject': 'Assunto',
    'authRegistration.support.message': 'Mensagem',
    'authRegistration.support.send': 'Enviar',
    'authRegistration.support.sentTitle': 'Mensagem enviada',
    'authRegistration.support.sentDescription': 'Recebemos a sua mensagem e responderemos em breve.',
    'authRegistration.support.failedTitle': 'Falha no envio',
  },
};
