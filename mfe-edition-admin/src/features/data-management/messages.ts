import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The edition detail's "Gerenciar dados" menu (spec 2 "Edition detail", §8 "Save to cloud storage"). */
export const dataMessages = defineMessages<{
  menu: NoMessageValues;
  saveCertificates: NoMessageValues;
  saveEditionData: NoMessageValues;
  certificatesSaved: NoMessageValues;
  certificatesFailed: NoMessageValues;
  editionDataSaved: NoMessageValues;
  editionDataFailed: NoMessageValues;
  certificatesQueued: NoMessageValues;
  editionDataQueued: NoMessageValues;
  certificatesProgress: { done: MessageValue; total: MessageValue };
  editionDataProgress: { done: MessageValue; total: MessageValue };
  progressLabel: NoMessageValues;
}>({
  menu: { id: 'editionAdmin.dataManagement.menu', defaultMessage: 'Gerenciar dados' },
  saveCertificates: {
    id: 'editionAdmin.dataManagement.saveCertificates',
    defaultMessage: 'Salvar certificados na nuvem',
  },
  saveEditionData: {
    id: 'editionAdmin.dataManagement.saveEditionData',
    defaultMessage: 'Salvar dados da edição na nuvem',
  },
  certificatesSaved: {
    id: 'editionAdmin.dataManagement.certificatesSaved',
    defaultMessage: 'Certificados salvos na AWS!',
  },
  certificatesFailed: {
    id: 'editionAdmin.dataManagement.certificatesFailed',
    defaultMessage: 'Erro ao salvar certificados na AWS.',
  },
  editionDataSaved: {
    id: 'editionAdmin.dataManagement.editionDataSaved',
    defaultMessage: 'Dados da edição salvos na AWS!',
  },
  editionDataFailed: {
    id: 'editionAdmin.dataManagement.editionDataFailed',
    defaultMessage: 'Erro ao salvar dados da edição na AWS.',
  },
  certificatesQueued: {
    id: 'editionAdmin.dataManagement.certificatesQueued',
    defaultMessage: 'Na fila para salvar os certificados na nuvem…',
  },
  editionDataQueued: {
    id: 'editionAdmin.dataManagement.editionDataQueued',
    defaultMessage: 'Na fila para salvar os dados da edição na nuvem…',
  },
  certificatesProgress: {
    id: 'editionAdmin.dataManagement.certificatesProgress',
    defaultMessage: 'Salvando certificados na nuvem: {done} de {total}',
  },
  editionDataProgress: {
    id: 'editionAdmin.dataManagement.editionDataProgress',
    defaultMessage: 'Salvando dados da edição na nuvem: {done} de {total}',
  },
  progressLabel: {
    id: 'editionAdmin.dataManagement.progressLabel',
    defaultMessage: 'Progresso do salvamento na nuvem',
  },
});
