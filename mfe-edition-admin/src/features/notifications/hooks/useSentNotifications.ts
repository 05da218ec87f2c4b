import { useEffect, useState } from 'react';
import { NOTIFICATIONS_PAGE_SIZE } from 'shared-contracts';
import { usePagedQuery } from 'shared-contracts/ui';
import { fetchSentNotifications, notificationKeys, type SentFilters } from '../api/notifications';

/** How often the list asks again while a shown notification is still being resolved or sent. */
export const SENT_REFRESH_MS = 2000;
/** The e-mail filter is applied once the typing pauses. */
const TYPING_PAUSE_MS = 400;

export const NO_FILTERS: SentFilters = { emails: '', dateGt: '', dateLt: '' };

/**
 * The sent notifications, newest first, 7 a page (spec 2 §9), with the filters (the typed address applied
 * after a pause); asked again every SENT_REFRESH_MS while any shown row is 'resolving' or 'sending'.
 */
export function useSentNotifications(editionId: string) {
  const [filters, setFilters] = useState<SentFilters>(NO_FILTERS);
  const [emails, setEmails] = useState('');
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((f) => (f.emails === emails ? f : { ...f, emails })),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [emails]);

  const query = usePagedQuery(
    ({ page, size, signal }) => fetchSentNotifications({ editionId, page, size, filters }, { signal }),
    [editionId, filters.emails, filters.dateGt, filters.dateLt],
    { queryKey: notificationKeys.sent(editionId), initialPageSize: NOTIFICATIONS_PAGE_SIZE },
  );

  // Each answer (a new items array) starts the wait again while a row is still in progress.
  const { items, loading, reload } = query;
  const inProgress = items.some((n) => n.status === 'resolving' || n.status === 'sending');
  useEffect(() => {
    if (!inProgress || loading) return;
    const timer = setTimeout(reload, SENT_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [items, inProgress, loading, reload]);

  return {
    query,
    filters: { ...filters, emails },
    setEmails,
    setDate: (which: 'dateGt' | 'dateLt', value: string) => setFilters((f) => ({ ...f, [which]: value })),
    clear: () => {
      setEmails('');
      setFilters(NO_FILTERS);
    },
  };
}
