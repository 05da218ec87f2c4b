import type { categoryMessages } from './messages';

export type CategoryKey = keyof typeof categoryMessages;

/**
 * The catalog's key (examTaking.category.…) of each phase category an exam or an inscription can
 * name (spec 2 §9, spec 3 §3); `open` is another spelling of `opened`.
 */
export const CATEGORY_KEYS: Readonly<Record<string, CategoryKey>> = {
  regular: 'regular',
  opened: 'opened',
  open: 'opened',
  opmbr: 'opmbr',
  pre_project: 'preProject',
  in_group: 'inGroup',
  final_project: 'finalProject',
};
