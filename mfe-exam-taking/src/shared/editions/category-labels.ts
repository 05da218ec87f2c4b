/**
 * The catalog's key (examTaking.category.…) of each phase category an exam or an inscription can
 * name (spec 2 §9, spec 3 §3); `open` is another spelling of `opened`.
 */
export const CATEGORY_KEYS: Readonly<Record<string, string>> = {
  regular: 'regular',
  opened: 'opened',
  open: 'opened',
  opmbr: 'opmbr',
  pre_project: 'preProject',
  in_group: 'inGroup',
  final_project: 'finalProject',
};

/** The message id naming a category, or null for one the catalog does not know (shown as sent). */
export const categoryMessageId = (category: string): string | null =>
  CATEGORY_KEYS[category] ? `examTaking.category.${CATEGORY_KEYS[category]}` : null;
