/** The catalog's category labels (examTaking.category.…, spec 3 §3 phase categories). */
const LABELS: Readonly<Record<string, string>> = {
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
  LABELS[category] ? `examTaking.category.${LABELS[category]}` : null;
