import type { IntlShape } from 'react-intl';
import { errorsOf } from 'shared-contracts/client';
import {
  isRegistrationMessageId,
  registrationMessages,
  type MessageDescriptor,
  type RegistrationMessageId,
} from 'shared-contracts';

/** A shared registration message (declared in shared-contracts), named by its id. */
export type RegistrationDescriptor = MessageDescriptor & { id: RegistrationMessageId };

/** What to tell the user about a failed call: a registration message, or the server's text. */
export type ApiErrorMessage = RegistrationDescriptor | { text: string };

const DESCRIPTORS: ReadonlyMap<string, RegistrationDescriptor> = new Map(
  Object.values(registrationMessages).map((d) => [d.id, d]),
);

/** The shared registration message of an id the API answered (an error code). */
export function registrationDescriptor(id: RegistrationMessageId): RegistrationDescriptor {
  return DESCRIPTORS.get(id) ?? { id, defaultMessage: id };
}

/**
 * The first error of a failed call, or of one attribute when `attribute` is given (its pointer is
 * /data/attributes/<attribute>); null when the answer named none.
 */
export async function firstApiError(error: unknown, attribute?: string): Promise<ApiErrorMessage | null> {
  const errors = await errorsOf(error);
  const chosen = attribute
    ? errors.find((e) => e.source?.pointer === `/data/attributes/${attribute}`)
    : errors[0];
  if (!chosen) return null;
  if (isRegistrationMessageId(chosen.code)) return registrationDescriptor(chosen.code);
  const text = chosen.detail ?? chosen.title;
  return text ? { text } : null;
}

export function formatApiError(intl: IntlShape, message: ApiErrorMessage): string {
  return 'id' in message ? intl.formatMessage(message) : message.text;
}
