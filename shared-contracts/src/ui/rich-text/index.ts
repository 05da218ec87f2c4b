import { lazy } from 'react';

const loadEditor = () =>
  import(/* webpackChunkName: "rich-text-editor" */ './components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  }));

/**
 * Rich-text editor (TipTap) for open answers: toolbar, character limit counted as the server does.
 * Lazy: TipTap and ProseMirror (about 120 KB compressed) load only when a screen renders the editor, that
 * is on an open-ended question; render it inside a Suspense boundary.
 */
export const RichTextEditor = lazy(loadEditor);
export type { RichTextEditorProps } from './components/RichTextEditor';

/**
 * Fetches the editor's code without rendering it: an exam with open questions calls this once it is
 * open, so a student who loses the connection before reaching an open question can still answer it.
 */
export function preloadRichTextEditor(): void {
  void loadEditor().catch(() => {
    // Offline already: the Suspense boundary tries again when the editor is rendered.
  });
}
