import { DEFAULT_LOCALE, isLocale, type Locale, type LocaleMessages, type Messages } from '../i18n/locales';

/**
 * Message ids of the registration capability (react-intl ids). Schemas issue these ids as their
 * messages: forms translate them with react-intl, the API turns them into text with
 * `registrationMessage`.
 */
export const REGISTRATION_MESSAGE_IDS = {
  required: 'registration.validation.required',
  invalidEmail: 'registration.validation.invalidEmail',
  invalidDate: 'registration.validation.invalidDate',
  invalidTime: 'registration.validation.invalidTime',
  selectOne: 'registration.validation.selectOne',
  selectAtLeastOne: 'registration.validation.selectAtLeastOne',
  minLength3: 'registration.validation.minLength3',
  maxLength100: 'registration.validation.maxLength100',
  maxLength80: 'registration.validation.maxLength80',
  maxLength200: 'registration.validation.maxLength200',
  maxLength5000: 'registration.validation.maxLength5000',
  maxDigits9: 'registration.validation.maxDigits9',
  invalidValue: 'registration.validation.invalidValue',
  invalidCpf: 'registration.validation.invalidCpf',
  phoneLengthBrazil: 'registration.validation.phoneLengthBrazil',
  phoneLengthParaguay: 'registration.validation.phoneLengthParaguay',
  phoneLengthArgentina: 'registration.validation.phoneLengthArgentina',
  futureDate: 'registration.validation.futureDate',
  birthWindow: 'registration.validation.birthWindow',
  higherEducation: 'registration.validation.higherEducation',
  acceptTerms: 'registration.validation.acceptTerms',
  fullName: 'registration.validation.fullName',
  zipcode: 'registration.validation.zipcode',
  digitsOnly: 'registration.validation.digitsOnly',
  citizenCard: 'registration.validation.citizenCard',
  cpfInUse: 'registration.error.cpfInUse',
  registrationFailed: 'registration.error.registrationFailed',
  alreadyRegistered: 'registration.error.alreadyRegistered',
  cepNotFound: 'registration.error.cepNotFound',
  cepLookupFailed: 'registration.error.cepLookupFailed',
  noResults: 'registration.error.noResults',
  inepExists: 'registration.error.inepExists',
  schoolRequestFailed: 'registration.error.schoolRequestFailed',
  supportFailed: 'registration.error.supportFailed',
  registrationNotOpen: 'registration.error.registrationNotOpen',
  registrationClosed: 'registration.error.registrationClosed',
  invalidCategory: 'registration.error.invalidCategory',
  confirmFailed: 'registration.error.confirmFailed',
  invalidToken: 'registration.error.invalidToken',
  alreadyConfirmed: 'registration.error.alreadyConfirmed',
} as const;

export type RegistrationMessageKey = keyof typeof REGISTRATION_MESSAGE_IDS;
export type RegistrationMessageId = (typeof REGISTRATION_MESSAGE_IDS)[RegistrationMessageKey];

type Catalog = Record<RegistrationMessageKey, string>;

const ptBR: Catalog = {
  required: 'Campo obrigatório',
  invalidEmail: 'E-mail inválido',
  invalidDate: 'Data inválida (use DD/MM/AAAA)',
  invalidTime: 'Horário inválido (use HH:MM:SS)',
  selectOne: 'Selecione uma opção',
  selectAtLeastOne: 'Selecione pelo menos uma opção',
  minLength3: 'Este campo precisa ter pelo menos 3 caracteres',
  maxLength100: 'Este campo suporta no máximo até 100 caracteres',
  maxLength80: 'Este campo suporta no máximo até 80 caracteres',
  maxLength200: 'Este campo suporta no máximo até 200 caracteres',
  maxLength5000: 'Este campo suporta no máximo até 5000 caracteres',
  maxDigits9: 'Este campo suporta no máximo 9 dígitos.',
  invalidValue: 'Valor inválido',
  invalidCpf: 'CPF inválido',
  phoneLengthBrazil: 'O telefone deve ter 10 ou 11 dígitos, com o DDD',
  phoneLengthParaguay: 'O telefone deve ter 8 ou 10 dígitos',
  phoneLengthArgentina: 'O telefone deve ter de 9 a 11 dígitos',
  futureDate: 'A data não pode estar no futuro',
  birthWindow: 'Sua data de nascimento não é apta para esta edição',
  higherEducation: 'Estudantes do ensino superior não são aptos para esta edição',
  acceptTerms: 'Você precisa aceitar os termos para continuar',
  fullName: 'Informe nome e sobrenome',
  zipcode: 'O CEP deve ter 8 dígitos',
  digitsOnly: 'Use apenas números',
  citizenCard: 'O número do cartão de cidadão deve ter 8 dígitos',
  cpfInUse: 'CPF já está em uso',
  registrationFailed: 'Não foi possível fazer seu cadastro no momento.',
  alreadyRegistered: 'Você já se cadastrou nessa edição.',
  cepNotFound: 'CEP não encontrado',
  cepLookupFailed: 'Erro ao carregar dados por CEP, favor preencher manualmente',
  noResults: 'Nenhum resultado encontrado',
  inepExists: 'O código INEP já existe em nossa base de dados.',
  schoolRequestFailed: 'Não foi possível concluir a solicitação de escola.',
  supportFailed: 'Não foi possível enviar a mensagem ao suporte. Tente novamente mais tarde.',
  registrationNotOpen: 'As inscrições para esta edição ainda não começaram.',
  registrationClosed: 'As inscrições para esta edição estão encerradas.',
  invalidCategory: 'Esta categoria não é oferecida nesta edição.',
  confirmFailed: 'Não foi possível confirmar sua inscrição no momento.',
  invalidToken: 'Token de confirmação inválido ou inexistente.',
  alreadyConfirmed: 'A inscrição já foi confirmada.',
};

const es: Catalog = {
  required: 'Campo obligatorio',
  invalidEmail: 'Correo electrónico no válido',
  invalidDate: 'Fecha no válida (use DD/MM/AAAA)',
  invalidTime: 'Hora no válida (use HH:MM:SS)',
  selectOne: 'Seleccione una opción',
  selectAtLeastOne: 'Seleccione al menos una opción',
  minLength3: 'Este campo debe tener al menos 3 caracteres',
  maxLength100: 'Este campo admite como máximo 100 caracteres',
  maxLength80: 'Este campo admite como máximo 80 caracteres',
  maxLength200: 'Este campo admite como máximo 200 caracteres',
  maxLength5000: 'Este campo admite como máximo 5000 caracteres',
  maxDigits9: 'Este campo admite como máximo 9 dígitos.',
  invalidValue: 'Valor no válido',
  invalidCpf: 'CPF no válido',
  phoneLengthBrazil: 'El teléfono debe tener 10 u 11 dígitos, con el código de área',
  phoneLengthParaguay: 'El teléfono debe tener 8 o 10 dígitos',
  phoneLengthArgentina: 'El teléfono debe tener entre 9 y 11 dígitos',
  futureDate: 'La fecha no puede ser futura',
  birthWindow: 'Tu fecha de nacimiento no es apta para esta edición',
  higherEducation: 'Los estudiantes de educación superior no son aptos para esta edición',
  acceptTerms: 'Debes aceptar los términos para continuar',
  fullName: 'Ingresa nombre y apellido',
  zipcode: 'El CEP debe tener 8 dígitos',
  digitsOnly: 'Usa solo números',
  citizenCard: 'El número de la tarjeta de ciudadano debe tener 8 dígitos',
  cpfInUse: 'El CPF ya está en uso',
  registrationFailed: 'No fue posible completar tu inscripción en este momento.',
  alreadyRegistered: 'Ya te inscribiste en esta edición.',
  cepNotFound: 'CEP no encontrado',
  cepLookupFailed: 'Error al cargar los datos del CEP, por favor complétalos manualmente',
  noResults: 'No se encontraron resultados',
  inepExists: 'El código INEP ya existe en nuestra base de datos.',
  schoolRequestFailed: 'No fue posible completar la solicitud de escuela.',
  supportFailed: 'No fue posible enviar el mensaje a soporte. Inténtalo más tarde.',
  registrationNotOpen: 'Las inscripciones para esta edición aún no comenzaron.',
  registrationClosed: 'Las inscripciones para esta edición están cerradas.',
  invalidCategory: 'Esta categoría no se ofrece en esta edición.',
  confirmFailed: 'No fue posible confirmar tu inscripción en este momento.',
  invalidToken: 'Token de confirmación no válido o inexistente.',
  alreadyConfirmed: 'La inscripción ya fue confirmada.',
};

const ptPT: Catalog = {
  required: 'Campo obrigatório',
  invalidEmail: 'Endereço de e-mail inválido',
  invalidDate: 'Data inválida (utilize DD/MM/AAAA)',
  invalidTime: 'Hora inválida (utilize HH:MM:SS)',
  selectOne: 'Escolha uma opção',
  selectAtLeastOne: 'Escolha pelo menos uma opção',
  minLength3: 'Este campo tem de ter pelo menos 3 caracteres',
  maxLength100: 'Este campo admite no máximo 100 caracteres',
  maxLength80: 'Este campo admite no máximo 80 caracteres',
  maxLength200: 'Este campo admite no máximo 200 caracteres',
  maxLength5000: 'Este campo admite no máximo 5000 caracteres',
  maxDigits9: 'Este campo admite no máximo 9 dígitos.',
  invalidValue: 'Valor inválido',
  invalidCpf: 'CPF inválido',
  phoneLengthBrazil: 'O telefone tem de ter 10 ou 11 dígitos, com o indicativo',
  phoneLengthParaguay: 'O telefone tem de ter 8 ou 10 dígitos',
  phoneLengthArgentina: 'O telefone tem de ter entre 9 e 11 dígitos',
  futureDate: 'A data não pode ser futura',
  birthWindow: 'A sua data de nascimento não é elegível para esta edição',
  higherEducation: 'Os estudantes do ensino superior não são elegíveis para esta edição',
  acceptTerms: 'Tem de aceitar os termos para continuar',
  fullName: 'Indique o nome e o apelido',
  zipcode: 'O código postal (CEP) tem de ter 8 dígitos',
  digitsOnly: 'Utilize apenas algarismos',
  citizenCard: 'O número do cartão de cidadão tem de ter 8 dígitos',
  cpfInUse: 'O CPF já está a ser utilizado',
  registrationFailed: 'Não foi possível efetuar a sua inscrição neste momento.',
  alreadyRegistered: 'Já se inscreveu nesta edição.',
  cepNotFound: 'Código postal (CEP) não encontrado',
  cepLookupFailed: 'Erro ao carregar os dados do código postal; preencha-os manualmente, por favor',
  noResults: 'Nenhum resultado encontrado',
  inepExists: 'O código INEP já existe na nossa base de dados.',
  schoolRequestFailed: 'Não foi possível concluir o pedido de escola.',
  supportFailed: 'Não foi possível enviar a mensagem ao suporte. Tente mais tarde.',
  registrationNotOpen: 'As inscrições para esta edição ainda não abriram.',
  registrationClosed: 'As inscrições para esta edição estão encerradas.',
  invalidCategory: 'Esta categoria não existe nesta edição.',
  confirmFailed: 'Não foi possível confirmar a sua inscrição neste momento.',
  invalidToken: 'Token de confirmação inválido ou inexistente.',
  alreadyConfirmed: 'A inscrição já foi confirmada.',
};

function byId(catalog: Catalog): Messages {
  const out: Messages = {};
  for (const key of Object.keys(REGISTRATION_MESSAGE_IDS) as RegistrationMessageKey[])
    out[REGISTRATION_MESSAGE_IDS[key]] = catalog[key];
  return out;
}

/** Every registration message in every locale, keyed by its id (merge into the IntlProvider). */
export const REGISTRATION_MESSAGES: LocaleMessages = {
  'pt-BR': byId(ptBR),
  es: byId(es),
  'pt-PT': byId(ptPT),
};

export function isRegistrationMessageId(value: unknown): value is RegistrationMessageId {
  return typeof value === 'string' && value in REGISTRATION_MESSAGES[DEFAULT_LOCALE];
}

/**
 * The text of a registration message for the server (or anywhere without react-intl). An unknown
 * locale falls back to pt-BR; an id that is not a registration message is returned as given.
 */
export function registrationMessage(id: string, locale: Locale | string = DEFAULT_LOCALE): string {
  const catalog = REGISTRATION_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return catalog[id] ?? REGISTRATION_MESSAGES[DEFAULT_LOCALE][id] ?? id;
}
