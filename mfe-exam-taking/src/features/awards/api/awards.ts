import { getPage, sendJson } from 'shared-contracts/client';

export type Medal = 'gold' | 'silver' | 'bronze' | 'honorable_mention';

/** A participant's award with its voucher (issue 4 contract D). */
export interface Award {
  id: string;
  description: string;
  voucher: string | null;
  medal: Medal | null;
  editionId: string | null;
}

type RawAward = {
  id: string;
  type?: string;
  description?: string;
  voucher?: string | null;
  medal?: string | null;
  edition_id?: string | number | null;
};

const MEDALS: readonly string[] = ['gold', 'silver', 'bronze', 'honorable_mention'];

/** GET participation_award?filter[visualized]=false: the caller's awards not yet shown. */
export async function fetchUnseenAwards(options: { signal?: AbortSignal } = {}): Promise<Award[]> {
  const page = await getPage<RawAward>(
    'participation_award',
    { filter: { visualized: false } },
    { signal: options.signal },
  );
  return page.items
    .filter((a) => a.type === 'participation_awards')
    .map((a) => ({
      id: String(a.id),
      description: a.description ?? '',
      voucher: a.voucher ? String(a.voucher) : null,
      medal: a.medal && MEDALS.includes(a.medal) ? (a.medal as Medal) : null,
      editionId: a.edition_id === null || a.edition_id === undefined ? null : String(a.edition_id),
    }));
}

/** PUT confirm-awards (empty body): the caller has seen their awards; they are not shown again. */
export async function confirmAwards(): Promise<void> {
  await sendJson('put', 'confirm-awards');
}
