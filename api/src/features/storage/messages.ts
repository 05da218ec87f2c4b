import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale } from '../../shared-rules.js';

/** Message ids of "Gerenciar dados" (spec 2 "Edition detail", §8 "Save to cloud storage"). */
const STORAGE_MESSAGE_IDS = {
  noCertificates: 'storage.error.noCertificates',
  certificatesQueued: 'storage.certificates.queued',
  editionDataQueued: 'storage.editionData.queued',
} as const;

export type StorageMessageKey = keyof typeof STORAGE_MESSAGE_IDS;

type Catalog = Record<StorageMessageKey, string>;

const ptBR: Catalog = {
  noCertificates: 'Não há certificados disponíveis nesta edição para serem salvos na AWS',
  certificatesQueued: 'O job de salvar os certificados na nuvem será executado.',
  editionDataQueued: 'O job de salvar os dados da edição na nuvem será executado.',
};

const es: Catalog = {
  noCertificates: 'No hay certificados disponibles en esta edición para guardarlos en AWS',
  certificatesQueued: 'Se ejecutará el trabajo de guardar los certificados en la nube.',
  editionDataQueued: 'Se ejecutará el trabajo de guardar los datos de la edición en la nube.',
};

const ptPT: Catalog = {
  noCertificates: 'Não há certificados disponíveis nesta edição para serem guardados na AWS',
  certificatesQueued: 'O trabalho de guardar os certificados na nuvem será executado.',
  editionDataQueued: 'O trabalho de guardar os dados da edição na nuvem será executado.',
};

const STORAGE_MESSAGES = messagesById(STORAGE_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

const storage = localizedErrors(STORAGE_MESSAGE_IDS, (id, locale: Locale) =>
  lookupMessage(STORAGE_MESSAGES, id, locale),
);

export const storageFailure = (status: number, key: StorageMessageKey, locale: Locale) =>
  storage.failure(status, key, locale);

export const storageText = (key: StorageMessageKey, locale: Locale) =>
  lookupMessage(STORAGE_MESSAGES, STORAGE_MESSAGE_IDS[key], locale);
