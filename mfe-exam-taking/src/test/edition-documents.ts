const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** One row of a stubbed participants' list. */
export interface EditionRow {
  id: string;
  description: string;
  /** Registration window open now (otherwise closed in the past). */
  open: boolean;
  year?: number;
  active?: boolean;
  inscription?: { category: string };
}

/**
 * A GET active-edition / inactive-edition answer in JSON:API form, with the user's inscriptions
 * included.
 */
export function editionsDocument(rows: EditionRow[], total = rows.length) {
  return {
    data: rows.map((r) => ({
      type: 'editions',
      id: r.id,
      attributes: {
        description: r.description,
        year: r.year ?? 2026,
        start_registration: r.open ? iso(-10) : iso(-60),
        end_registration: r.open ? iso(10) : iso(-30),
        time_zone: 'America/Sao_Paulo',
        logo_url: { url: null },
        active: r.active ?? true,
      },
      relationships: {
        inscriptions: { data: r.inscription ? [{ type: 'inscriptions', id: `i${r.id}` }] : [] },
      },
    })),
    included: rows
      .filter((r) => r.inscription)
      .map((r) => ({
        type: 'inscriptions',
        id: `i${r.id}`,
        attributes: { category: r.inscription!.category, registrable_type: 'Core::Student' },
      })),
    meta: { total_count: total },
  };
}

/** A paged server over `all`: answers the page[number]/page[size] the request asks for. */
export function pagedEditions(all: EditionRow[]) {
  return (url: URL) => {
    const size = Number(url.searchParams.get('page[size]'));
    const number = Number(url.searchParams.get('page[number]'));
    return { body: editionsDocument(all.slice((number - 1) * size, number * size), all.length) };
  };
}
