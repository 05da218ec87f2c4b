// What other features use of the edition detail: the edition-bound loading of /edicoes/:id/... screens
// (the edition with its coordinators), the screen that stops short of it, and their texts.
export { EditionBlocked } from './components/EditionBlocked';
export { useEdition } from './hooks/useEdition';
export { listPathFor } from './components/detail-links';
export { detailMessages as editionDetailMessages } from './messages';
export type { EditionDetail } from './api/edition';
