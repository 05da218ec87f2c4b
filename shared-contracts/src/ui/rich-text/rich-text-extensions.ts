import type { AnyExtension } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { TextLimit, type TextLimitOptions } from './text-limit';

/**
 * The editor's small schema: paragraphs, hard breaks (Shift+Enter), bold, italic, underline, bullet
 * and ordered lists, with undo/redo and their keyboard shortcuts. Everything else StarterKit offers
 * (headings, quotes, code, rules, links, strike) is left out, so pasted content keeps only these and
 * the HTML stays within what SafeHtml shows. No trailing empty paragraph is added after a list: opening
 * an answer never changes it. With `image` (the staff's screens, never the answers: the image extension,
 * loaded only by them, see image-support.ts) block images are kept too.
 */
export function richTextExtensions(
  options: TextLimitOptions & { placeholder: string; image?: AnyExtension },
): AnyExtension[] {
  const { placeholder, image, ...limit } = options;
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
      strike: false,
      trailingNode: false,
    }),
    Placeholder.configure({ placeholder }),
    TextLimit.configure(limit),
    ...(image ? [image] : []),
  ];
}
