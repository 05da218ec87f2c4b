import { imageSupport } from '../image-support';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** The editor with image insertion (its own chunk: the image extension and the upload rules). */
export function RichTextEditorWithImages(props: RichTextEditorProps) {
  return <RichTextEditor {...props} images={imageSupport} />;
}
