/** Rich-text editor (TipTap) for open answers: toolbar, character limit counted as the server does. */
export { RichTextEditor, type RichTextEditorProps } from './components/RichTextEditor';
