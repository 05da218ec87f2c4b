import { defineMessages, type MessageDescriptor } from 'react-intl';
import { ACTIVE_EDITIONS_PATH, type EditionAreaBase } from './area-paths';

const backToList = defineMessages({
  active: { id: 'examTaking.edition.backToList', defaultMessage: 'Voltar para edições ativas' },
  inactive: { id: 'examTaking.area.inactive.backToList', defaultMessage: 'Voltar para edições inativas' },
});

/** The message of the way back to an area's editions list. */
export const backToListMessage = (base: EditionAreaBase): MessageDescriptor =>
  base === ACTIVE_EDITIONS_PATH ? backToList.active : backToList.inactive;
