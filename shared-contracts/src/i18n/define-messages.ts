/**
 * react-intl's message descriptor and `defineMessages`, for the pure entry (which may not import react-intl:
 * the API bundles it). `defineMessages` returns its argument unchanged; @formatjs/cli extracts its calls by
 * name, so every descriptor needs a literal id and a literal pt-BR `defaultMessage`.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

export function defineMessages<const M extends Readonly<Record<string, MessageDescriptor>>>(messages: M): M {
  return messages;
}

/** The ids of a descriptor map, by the same keys (`{ required: 'registration.validation.required', … }`). */
export function messageIds<const M extends Readonly<Record<string, MessageDescriptor>>>(
  messages: M,
): { readonly [K in keyof M]: M[K]['id'] } {
  return Object.fromEntries(Object.entries(messages).map(([key, d]) => [key, d.id])) as {
    readonly [K in keyof M]: M[K]['id'];
  };
}
