import type { LocaleMessages } from 'shared-contracts';

/** Messages of school-request in every locale (keys prefixed "authRegistration."). */
export const schoolRequestMessages: LocaleMessages = {
  'pt-BR': {
    'authRegistration.schoolRequest.title': 'Solicitar cadastro de escola',
    'authRegistration.schoolRequest.description':
      'Não encontrou sua escola? Informe os dados abaixo e nossa equipe fará a análise.',
    'authRegistration.schoolRequest.name': 'Nome da escola',
    'authRegistration.schoolRequest.inep': 'Código INEP',
    'authRegistration.schoolRequest.state': 'Estado',
    'authRegistration.schoolRequest.city': 'Cidade',
    'authRegistration.schoolRequest.administrationType': 'Dependência administrativa',
    'authRegistration.schoolRequest.choose': 'Selecione',
    'authRegistration.schoolRequest.administration.municipal': 'Municipal',
    'authRegistration.schoolRequest.administration.state': 'Estadual',
    'authRegistration.schoolRequest.administration.federal': 'Federal',
    'authRegistration.schoolRequest.administration.particular': 'Particular',
    'authRegistration.schoolRequest.cancel': 'Cancelar',
    'authRegistration.schoolRequest.submit': 'Enviar solicitação',
    'authRegistration.schoolRequest.close': 'Fechar',
    'authRegistration.schoolRequest.sentTitle': 'Solicitação enviada',
    'authRegistration.schoolRequest.sentDescription':
      'Sua solicitação de escola foi enviada e será analisada pela coordenação.',
  },
  es: {
    'authRegistration.schoolRequest.title': 'Solicitar el registro de una escuela',
    'authRegistration.schoolRequest.description':
      '¿No encontraste tu escuela? Ingresa los datos a continuación y nuestro equipo los analizará.',
    'authRegistration.schoolRequest.name': 'Nombre de la escuela',
    'authRegistration.schoolRequest.inep': 'Código INEP',
    'authRegistration.schoolRequest.state': 'Estado',
    'authRegistration.schoolRequest.city': 'Ciudad',
    'authRegistration.schoolRequest.administrationType': 'Dependencia administrativa',
    'authRegistration.schoolRequest.choose': 'Seleccione',
    'authRegistration.schoolRequest.administration.municipal': 'Municipal',
    'authRegistration.schoolRequest.administration.state': 'Estatal',
    'authRegistration.schoolRequest.administration.federal': 'Federal',
    'authRegistration.schoolRequest.administration.particular': 'Privada',
    'authRegistration.schoolRequest.cancel': 'Cancelar',
    'authRegistration.schoolRequest.submit': 'Enviar solicitud',
    'authRegistration.schoolRequest.close': 'Cerrar',
    'authRegistration.schoolRequest.sentTitle': 'Solicitud enviada',
    'authRegistration.schoolRequest.sentDescription':
      'Tu solicitud de escuela fue enviada y será analizada por la coordinación.',
  },
  'pt-PT': {
    'authRegistration.schoolRequest.title': 'Pedir o registo de uma escola',
    'authRegistration.schoolRequest.description':
      'Não encontrou a sua escola? Indique os dados abaixo e a nossa equipa fará a análise.',
    'authRegistration.schoolRequest.name': 'Nome da escola',
    'authRegistration.schoolRequest.inep': 'Código INEP',
    'authRegistration.schoolRequest.state': 'Estado',
    'authRegistration.schoolRequest.city': 'Cidade',
    'authRegistration.schoolRequest.administrationType': 'Tipo de administração',
    'authRegistration.schoolRequest.choose': 'Escolha',
    'authRegistration.schoolRequest.administration.municipal': 'Municipal',
    'authRegistration.schoolRequest.administration.state': 'Estadual',
    'authRegistration.schoolRequest.administration.federal': 'Federal',
    'authRegistration.schoolRequest.administration.particular': 'Particular',
    'authRegistration.schoolRequest.cancel': 'Cancelar',
    'authRegistration.schoolRequest.submit': 'Enviar pedido',
    'authRegistration.schoolRequest.close': 'Fechar',
    'authRegistration.schoolRequest.sentTitle': 'Pedido enviado',
    'authRegistration.schoolRequest.sentDescription':
      'O seu pedido de escola foi enviado e será analisado pela coordenação.',
  },
};
