import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale } from '../../shared-rules.js';

/** Certificate error ids (the `code` of an error). */
const CERTIFICATE_MESSAGE_IDS = {
  notAvailable: 'certificate.error.notAvailable',
  notMember: 'certificate.error.notMember',
  notSubscribed: 'certificate.error.notSubscribed',
  editionNotFound: 'certificate.error.editionNotFound',
  generationQueued: 'certificate.generation.queued',
  certificateNotFound: 'certificate.error.certificateNotFound',
} as const;

export type CertificateErrorKey = keyof typeof CERTIFICATE_MESSAGE_IDS;

type Catalog = Record<CertificateErrorKey, string>;

const ptBR: Catalog = {
  notAvailable: 'Certificado ainda não disponível.',
  notMember: 'Não é possível baixar o certificado! Utilize o email de um membro do grupo.',
  notSubscribed: 'Você precisa estar inscrito nesta edição para baixar o certificado.',
  editionNotFound: 'Edição não encontrada.',
  generationQueued: 'O job de gerar certificado será executado.',
  certificateNotFound: 'Certificado não encontrado.',
};

const es: Catalog = {
  notAvailable: 'El certificado aún no está disponible.',
  notMember:
    '¡No es posible descargar el certificado! Utiliza el correo electrónico de un miembro del grupo.',
  notSubscribed: 'Debes estar inscrito en esta edición para descargar el certificado.',
  editionNotFound: 'Edición no encontrada.',
  generationQueued: 'Se ejecutará el trabajo de generar los certificados.',
  certificateNotFound: 'Certificado no encontrado.',
};

const ptPT: Catalog = {
  notAvailable: 'Certificado ainda não disponível.',
  notMember: 'Não é possível descarregar o certificado! Utilize o e-mail de um membro do grupo.',
  notSubscribed: 'Tem de estar inscrito nesta edição para descarregar o certificado.',
  editionNotFound: 'Edição não encontrada.',
  generationQueued: 'O trabalho de gerar os certificados será executado.',
  certificateNotFound: 'Certificado não encontrado.',
};

const CERTIFICATE_MESSAGES = messagesById(CERTIFICATE_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

const certificates = localizedErrors(CERTIFICATE_MESSAGE_IDS, (id, locale: Locale) =>
  lookupMessage(CERTIFICATE_MESSAGES, id, locale),
);

/** An ApiError whose single error carries the certificate message id and its text in the locale. */
export const certificateFailure = (status: number, key: CertificateErrorKey, locale: Locale) =>
  certificates.failure(status, key, locale);

/** A certificate message's text in the locale. */
export const certificateText = (key: CertificateErrorKey, locale: Locale) =>
  lookupMessage(CERTIFICATE_MESSAGES, CERTIFICATE_MESSAGE_IDS[key], locale);
