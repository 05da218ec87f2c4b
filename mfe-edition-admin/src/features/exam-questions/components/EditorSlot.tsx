import { Skeleton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { RichTextEditor, type RichTextEditorProps } from 'shared-contracts/ui';

/**
 * The shared rich-text editor (loaded on demand) with a placeholder box while its code loads. Staff may
 * insert images (statements, alternatives, resolution comments) unless a caller says otherwise.
 */
export function EditorSlot(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton height="24" />}>
      <RichTextEditor imageUpload {...props} />
    </Suspense>
  );
}
