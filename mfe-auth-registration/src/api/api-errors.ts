import type { IntlShape } from 'react-intl';
import { errorsOf } from 'shared-contracts/client';
import { isRegistrationMessageId, type RegistrationMessageId } from 'shared-contracts';

/** What to tell the user about a failed call: a registration message to translate, or the server's text. */
export type ApiErrorMessage = { id: RegistrationMessageId } | { text: string };

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
  if (isRegistrationMessageId(chosen.code)) return { id: chosen.code };
  const text = chosen.detail ?? chosen.title;
  return text ? { text } : null;
}

export function formatApiError(intl: IntlShape, message: ApiErrorMessage): string {
  return 'id' in message ? intl.formatMessage({ id: message.id }) : message.text;
}
