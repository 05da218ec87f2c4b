import { defineMessages } from 'react-intl';

/** Texts of the school request. */
export const schoolRequestMessages = defineMessages({
  title: {
    id: 'authRegistration.schoolRequest.title',
    defaultMessage: 'Solicitar cadastro de escola',
  },
  description: {
    id: 'authRegistration.schoolRequest.description',
    defaultMessage: 'Não encontrou sua escola? Informe os dados abaixo e nossa equipe fará a análise.',
  },
  close: {
    id: 'authRegistration.schoolRequest.close',
    defaultMessage: 'Fechar',
  },
  name: {
    id: 'authRegistration.schoolRequest.name',
    defaultMessage: 'Nome da escola',
  },
  inep: {
    id: 'authRegistration.schoolRequest.inep',
    defaultMessage: 'Código INEP',
  },
  state: {
    id: 'authRegistration.schoolRequest.state',
    defaultMessage: 'Estado',
  },
  city: {
    id: 'authRegistration.schoolRequest.city',
    defaultMessage: 'Cidade',
  },
  administrationType: {
    id: 'authRegistration.schoolRequest.administrationType',
    defaultMessage: 'Dependência administrativa',
  },
  choose: {
    id: 'authRegistration.schoolRequest.choose',
    defaultMessage: 'Selecione',
  },
  cancel: {
    id: 'authRegistration.schoolRequest.cancel',
    defaultMessage: 'Cancelar',
  },
  submit: {
    id: 'authRegistration.schoolRequest.submit',
    defaultMessage: 'Enviar solicitação',
  },
  sentTitle: {
    id: 'authRegistration.schoolRequest.sentTitle',
    defaultMessage: 'Solicitação enviada',
  },
  sentDescription: {
    id: 'authRegistration.schoolRequest.sentDescription',
    defaultMessage: 'Sua solicitação de escola foi enviada e será analisada pela coordenação.',
  },
});

/** The administration types, by value. */
export const administrationTypeMessages = defineMessages({
  municipal: {
    id: 'authRegistration.schoolRequest.administration.municipal',
    defaultMessage: 'Municipal',
  },
  state: {
    id: 'authRegistration.schoolRequest.administration.state',
    defaultMessage: 'Estadual',
  },
  federal: {
    id: 'authRegistration.schoolRequest.administration.federal',
    defaultMessage: 'Federal',
  },
  particular: {
    id: 'authRegistration.schoolRequest.administration.particular',
    defaultMessage: 'Particular',
  },
});
