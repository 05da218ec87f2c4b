import type { NotificationBody, NotificationView } from 'shared-contracts';
import { getPage, sendJson, type Page } from 'shared-contracts/client';
import { RECIPIENTS_PAGE_SIZE } from 'shared-contracts';

/** A notification as GET notifications lists it. */
export interface SentNotification extends NotificationView {
  id: string;
}

/** One recipient as GET notifications/{id}/recipients lists it. */
export interface NotificationRecipient {
  id: string;
  email: string | null;
  name: string | null;
  status: 'pending' | 'delivered' | 'failed';
  error: string | null;
}

/** The sent list's filters (spec 2 §2): part of an address, created after / before a day (YYYY-MM-DD). */
export interface SentFilters {
  emails: string;
  dateGt: string;
  dateLt: string;
}

export const notificationKeys = {
  sent: (editionId: string) => ['notifications', 'sent', editionId] as const,
  recipients: (notificationId: string) => ['notifications', 'recipients', notificationId] as const,
};

/**
 * GET notifications?filter[edition_id]&sort=-id&page[number]&page[size] with the filters that are set
 * (filter[emails], filter[date_gt], filter[date_lt]); meta.total_count gives the total.
 */
export function fetchSentNotifications(
  { editionId, page, size, filters }: { editionId: string; page: number; size: number; filters: SentFilters },
  options: { signal?: AbortSignal } = {},
): Promise<Page<SentNotification>> {
  const filter: Record<string, string> = { edition_id: editionId };
  if (filters.emails.trim()) filter.emails = filters.emails.trim();
  if (filters.dateGt) filter.date_gt = filters.dateGt;
  if (filters.dateLt) filter.date_lt = filters.dateLt;
  return getPage<SentNotification>(
    'notifications',
    { filter, sort: '-id', page: { number: page, size } },
    { signal: options.signal },
  );
}

/** GET notifications/{id}/recipients, RECIPIENTS_PAGE_SIZE a page (the popup's next 2000 per scroll). */
export function fetchRecipients(
  notificationId: string,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<Page<NotificationRecipient>> {
  return getPage<NotificationRecipient>(
    `notifications/${encodeURIComponent(notificationId)}/recipients`,
    { page: { number: page, size: RECIPIENTS_PAGE_SIZE } },
    { signal: options.signal },
  );
}

/** POST notification with its Idempotency-Key (the same key never sends twice). */
export async function postNotification(body: NotificationBody, idempotencyKey: string): Promise<void> {
  await sendJson('post', 'notification', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
