import { createElement, lazy } from 'react';
import type { RichTextEditorProps } from './components/RichTextEditor';

const loadEditor = () =>
  import(/* webpackChunkName: "rich-text-editor" */ './components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  }));

const loadEditorWithImages = () =>
  import(/* webpackChunkName: "rich-text-editor-images" */ './components/RichTextEditorWithImages').then(
    (module) => ({ default: module.RichTextEditorWithImages }),
  );

const PlainEditor = lazy(loadEditor);
const EditorWithImages = lazy(loadEditorWithImages);

/**
 * Rich-text editor (TipTap) for open answers: toolbar, character limit counted as the server does.
 * Lazy: TipTap and ProseMirror (about 120 KB compressed) load only when a screen renders the editor, that
 * is on an open-ended question; render it inside a Suspense boundary. With `imageUpload` (the staff's
 * screens) it loads from a second chunk that adds the image extension and the upload rules, which the
 * students' answer editor never downloads.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return createElement(props.imageUpload ? EditorWithImages : PlainEditor, props);
}
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
