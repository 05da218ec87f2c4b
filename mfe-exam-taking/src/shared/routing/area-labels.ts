import { ACTIVE_EDITIONS_PATH, type EditionAreaBase } from './area-paths';

/**
 * The message id of the way back to an area's editions list. The active area's text lives in the
 * remote's base catalog; the inactive area's in the answer-review catalog (examTaking.area.…).
 */
export const backToListMessageId = (base: EditionAreaBase): string =>
  base === ACTIVE_EDITIONS_PATH ? 'examTaking.edition.backToList' : 'examTaking.area.inactive.backToList';
