/** The school-request feature as other features use it. */
export { SchoolRequestDialog, type SchoolRequestDialogProps } from './components/SchoolRequestDialog';
export type { UnitRequest } from './api/unit-requests';
