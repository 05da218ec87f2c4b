// shared-contracts/ui: the React pieces every package shares (a shared singleton: one router
// instance, one Chakra system, one toaster).
export * from './router';
export * from './remote-module';
export * from './app-providers';
export * from './lazy-screen';
export * from './paged-table';
export * from './remote-select';
export * from './section';
export * from './system';
export * from './toaster';
export * from './ui-messages';
export * from './safe-html';
export * from './question-review';
export * from './score-import';
export { RichTextEditor, preloadRichTextEditor, type RichTextEditorProps } from './rich-text';
export * from './form';
export * from './file-chooser';
