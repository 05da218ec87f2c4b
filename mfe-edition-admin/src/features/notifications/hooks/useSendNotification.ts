import { useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { NotificationBody } from 'shared-contracts';
import { errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { notificationKeys, postNotification } from '../api/notifications';
import { examErrorMessages } from '../messages';

/** A random Idempotency-Key (randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Spec 2 §8: the text of a failed send, the exam's when the API's error points at it. */
async function failureText(
  error: unknown,
  format: (descriptor: MessageDescriptor, values?: Record<string, string>) => string,
  failed: MessageDescriptor,
): Promise<string> {
  const examError = (await errorsOf(error)).find((e) => /(^|\/)exam(\/|$)/.test(e.source?.pointer ?? ''));
  if (examError?.detail) return examError.detail;
  if (examError?.title) return format(examErrorMessages.examError, { title: examError.title });
  return format(failed);
}

/**
 * POST notification with an Idempotency-Key: one key per filled form, kept when the same form is sent
 * again after an error (the API then never sends twice), a new one once it was sent or the form changed.
 * Toasts the outcome; `onSent` runs after a success (the form clears itself).
 */
export function useSendNotification({
  editionId,
  sent,
  failed,
  onSent,
}: {
  editionId: string;
  sent: MessageDescriptor;
  failed: MessageDescriptor;
  onSent: () => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const pending = useRef<{ body: string; key: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: NotificationBody) => {
      const text = JSON.stringify(body);
      if (pending.current?.body !== text) pending.current = { body: text, key: newKey() };
      return postNotification(body, pending.current.key);
    },
    onSuccess: () => {
      pending.current = null;
      toaster.create({ type: 'success', title: intl.formatMessage(sent) });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.sent(editionId) });
      onSent();
    },
    onError: async (error) => {
      const title = await failureText(error, (d, v) => intl.formatMessage(d, v), failed);
      toaster.create({ type: 'error', title });
    },
  });
  return { send: mutation.mutate, sending: mutation.isPending };
}
