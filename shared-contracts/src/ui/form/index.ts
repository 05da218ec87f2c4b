// Form logic every organiser and participant form uses: a form over a shared valibot schema, and the text
// of a shared message id that arrives at run time. The labelled field itself (Chakra's Field around the
// package's own input) stays in each package: Chakra is not shared, and a Field.Root built by another
// package's copy gives the input no label, id or invalid state (README "What is shared, and how").
export { useSchemaForm } from './use-schema-form';
export { sharedMessageText, useErrorText } from './error-text';
