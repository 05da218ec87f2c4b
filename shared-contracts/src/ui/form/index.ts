// Form pieces every organiser and participant form uses: a labelled field showing its error, a form over
// a shared valibot schema, and the text of a shared message id that arrives at run time.
export { FormField } from './FormField';
export { useSchemaForm } from './use-schema-form';
export { sharedMessageText, useErrorText } from './error-text';
