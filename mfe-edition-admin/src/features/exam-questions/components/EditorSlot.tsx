import { Skeleton } from '@chakra-ui/react';
import { Suspense } from 'react';
import { RichTextEditor, type RichTextEditorProps } from 'shared-contracts/ui';

/** The shared rich-text editor (loaded on demand) with a placeholder box while its code loads. */
export function EditorSlot(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton height="24" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
