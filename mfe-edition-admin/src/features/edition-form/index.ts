// What other features of this remote use from the edition form: its draft (the new-coordinator page adds
// the created coordinator to it before returning).
export { NEW_EDITION_REF, addCoordinatorToDraft } from './draft';
