import { ApiError, errorObject } from '../../jsonapi/errors.js';
import type { Locale } from '../../shared-rules.js';

/** Certificate error ids (the `code` of an error) and their text per locale (the `detail`). */
const CERTIFICATE_ERRORS = {
  notAvailable: {
    id: 'certificate.error.notAvailable',
    'pt-BR': 'Certificado ainda não disponível.',
    es: 'El certificado aún no está disponible.',
    'pt-PT': 'Certificado ainda não disponível.',
  },
  notMember: {
    id: 'certificate.error.notMember',
    'pt-BR': 'Não é possível baixar o certificado! Utilize o email de um membro do grupo.',
    es: '¡No es posible descargar el certificado! Utiliza el correo electrónico de un miembro del grupo.',
    'pt-PT': 'Não é possível descarregar o certificado! Utilize o e-mail de um membro do grupo.',
  },
  notSubscribed: {
    id: 'certificate.error.notSubscribed',
    'pt-BR': 'Você precisa estar inscrito nesta edição para baixar o certificado.',
    es: 'Debes estar inscrito en esta edición para descargar el certificado.',
    'pt-PT': 'Tem de estar inscrito nesta edição para descarregar o certificado.',
  },
  editionNotFound: {
    id: 'certificate.error.editionNotFound',
    'pt-BR': 'Edição não encontrada.',
    es: 'Edición no encontrada.',
    'pt-PT': 'Edição não encontrada.',
  },
} as const satisfies Record<string, { id: string } & Record<Locale, string>>;

export type CertificateErrorKey = keyof typeof CERTIFICATE_ERRORS;

/** An ApiError whose single error carries the certificate message id and its text in the locale. */
export function certificateFailure(status: number, key: CertificateErrorKey, locale: Locale): ApiError {
  const message = CERTIFICATE_ERRORS[key];
  return new ApiError(status, [errorObject(status, message[locale], undefined, message.id)]);
}
