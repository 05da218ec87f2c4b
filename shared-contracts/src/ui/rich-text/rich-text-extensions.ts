import type { AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { TextLimit, type TextLimitOptions } from './text-limit';

/**
 * The editor's small schema: paragraphs, hard breaks (Shift+Enter), bold, italic, underline, bullet
 * and ordered lists, with undo/redo and their keyboard shortcuts. Everything else StarterKit offers
 * (headings, quotes, code, rules, links, strike) is left out, so pasted content keeps only these and
 * the HTML stays within what SafeHtml shows. No trailing empty paragraph is added after a list: opening
 * an answer never changes it. With `images` (the staff's screens, never the answers) block images with
 * an http(s) or relative src and alt text are kept too; data: URLs are not.
 */
export function richTextExtensions(
  options: TextLimitOptions & { placeholder: string; images?: boolean },
): AnyExtension[] {
  const { placeholder, images = false, ...limit } = options;
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
    ...(images ? [Image.configure({ inline: false, allowBase64: false })] : []),
  ];
}
