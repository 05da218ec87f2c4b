import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The editable area in the theme's type and colours; lists get their markers back (the CSS reset
 * removes them), images fit the width and the placeholder shows in the first empty paragraph.
 */
export const editorContentStyles: SystemStyleObject = {
  '& .tiptap': {
    minHeight: '40',
    maxHeight: '70vh',
    overflowY: 'auto',
    paddingX: '3',
    paddingY: '2',
    outline: 'none',
    color: 'fg',
    textStyle: 'md',
    lineHeight: 'tall',
    wordBreak: 'break-word',
  },
  '& .tiptap p': { marginBottom: '2' },
  '& .tiptap ul, & .tiptap ol': { paddingInlineStart: '6', marginBottom: '2' },
  '& .tiptap ul': { listStyleType: 'disc' },
  '& .tiptap ol': { listStyleType: 'decimal' },
  '& .tiptap li p': { marginBottom: '1' },
  '& .tiptap img': { display: 'block', maxWidth: '100%', height: 'auto', marginBottom: '2' },
  '& .tiptap img.ProseMirror-selectednode': {
    outlineWidth: '2px',
    outlineStyle: 'solid',
    outlineColor: 'colorPalette.solid',
  },
  '& .tiptap p.is-editor-empty:first-child::before': {
    content: 'attr(data-placeholder)',
    color: 'fg.subtle',
    float: 'left',
    height: '0',
    pointerEvents: 'none',
  },
  '& .tiptap[contenteditable=false]': { cursor: 'not-allowed', color: 'fg.muted' },
};
