import type { Locale } from '../shared-rules.js';

/** The texts of a declared schema's refusals (route-schema.ts), in each language of the product. */
const TEXTS: Record<'required' | 'invalid' | 'body', Record<Locale, string>> = {
  required: {
    'pt-BR': 'O campo {field} é obrigatório.',
    es: 'El campo {field} es obligatorio.',
    'pt-PT': 'O campo {field} é obrigatório.',
  },
  invalid: {
    'pt-BR': 'O campo {field} tem um valor inválido.',
    es: 'El campo {field} tiene un valor no válido.',
    'pt-PT': 'O campo {field} tem um valor inválido.',
  },
  body: {
    'pt-BR': 'O conteúdo enviado é inválido.',
    es: 'El contenido enviado no es válido.',
    'pt-PT': 'O conteúdo enviado é inválido.',
  },
};

/** The message of a refused field (`field` '' for the whole body) and its code. */
export function validationText(
  kind: 'required' | 'type' | 'value',
  field: string,
  locale: Locale,
): { code: string; text: string } {
  if (!field) return { code: 'invalid_body', text: TEXTS.body[locale] };
  const key = kind === 'required' ? 'required' : 'invalid';
  return { code: `${key}_field`, text: TEXTS[key][locale].replace('{field}', field) };
}
