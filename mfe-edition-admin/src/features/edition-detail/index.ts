// What other features of this remote use from the edition detail.
export { EditionBlocked } from './components/EditionBlocked';
export { categoryMessages, detailMessages } from './messages';
