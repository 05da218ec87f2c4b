import type { LocaleMessages, Messages } from 'shared-contracts';

const ptBR: Messages = {
  'examTaking.certificates.download': 'Baixar certificado',
  'examTaking.certificates.downloadFailed': 'Não é possível fazer o download do certificado!',
  'examTaking.certificates.answerKey': 'Gabarito',
  'examTaking.certificates.member.open': 'Certificado individual',
  'examTaking.certificates.member.title': 'Certificado individual',
  'examTaking.certificates.member.intro':
    'Informe o e-mail de um membro do seu grupo para baixar o certificado dele (ou o seu próprio e-mail).',
  'examTaking.certificates.member.email': 'E-mail do membro',
  'examTaking.certificates.member.submit': 'Baixar certificado',
  'examTaking.certificates.member.cancel': 'Cancelar',
  'examTaking.certificates.member.close': 'Fechar',
  'examTaking.certificates.member.failed':
    'Não é possível baixar o certificado! Utilize o email de um membro do grupo.',
};

const es: Messages = {
  'examTaking.certificates.download': 'Descargar certificado',
  'examTaking.certificates.downloadFailed': '¡No es posible descargar el certificado!',
  'examTaking.certificates.answerKey': 'Clave de respuestas',
  'examTaking.certificates.member.open': 'Certificado individual',
  'examTaking.certificates.member.title': 'Certificado individual',
  'examTaking.certificates.member.intro':
    'Indica el correo electrónico de un miembro de tu grupo para descargar su certificado (o tu propio correo).',
  'examTaking.certificates.member.email': 'Correo electrónico del miembro',
  'examTaking.certificates.member.submit': 'Descargar certificado',
  'examTaking.certificates.member.cancel': 'Cancelar',
  'examTaking.certificates.member.close': 'Cerrar',
  'examTaking.certificates.member.failed':
    '¡No es posible descargar el certificado! Utiliza el correo electrónico de un miembro del grupo.',
};

const ptPT: Messages = {
  'examTaking.certificates.download': 'Descarregar certificado',
  'examTaking.certificates.downloadFailed': 'Não é possível descarregar o certificado!',
  'examTaking.certificates.answerKey': 'Soluções',
  'examTaking.certificates.member.open': 'Certificado individual',
  'examTaking.certificates.member.title': 'Certificado individual',
  'examTaking.certificates.member.intro':
    'Indique o e-mail de um membro do seu grupo para descarregar o certificado dele (ou o seu próprio e-mail).',
  'examTaking.certificates.member.email': 'E-mail do membro',
  'examTaking.certificates.member.submit': 'Descarregar certificado',
  'examTaking.certificates.member.cancel': 'Cancelar',
  'examTaking.certificates.member.close': 'Fechar',
  'examTaking.certificates.member.failed':
    'Não é possível descarregar o certificado! Utilize o e-mail de um membro do grupo.',
};

/** Messages of the certificates in every locale (keys prefixed "examTaking."). */
export const certificatesMessages: LocaleMessages = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };
