// What other features of this remote use from the edition detail: the edition-bound loading of
// /edicoes/:id/... screens (the edition with its coordinators), the screen that stops short of it, and
// their texts.
export { EditionBlocked } from './components/EditionBlocked';
export { EditionGate } from './components/EditionGate';
export { useEdition } from './hooks/useEdition';
export { listPathFor } from './components/detail-links';
export { categoryMessages, detailMessages } from './messages';
export type { EditionDetail } from './api/edition';
