import { Fragment, Slice, type Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * Characters as the server counts an answer (api/src/features/exams/text-length.ts): the text of the
 * HTML without its tags, in code points — so line breaks, paragraphs and formatting count nothing and
 * an emoji counts one.
 */
export const codePoints = (text: string): number => Array.from(text).length;

/** Characters of a document's text (text nodes only: a hard break or a paragraph end adds none). */
export const textLengthOf = (node: ProseMirrorNode | Fragment): number => {
  let length = 0;
  node.descendants((child) => {
    if (child.isText) length += codePoints(child.text ?? '');
  });
  return length;
};

/** Characters of the text between two positions of a document. */
export const textLengthBetween = (doc: ProseMirrorNode, from: number, to: number): number =>
  from >= to ? 0 : textLengthOf(doc.slice(from, to).content);

interface Cut {
  fragment: Fragment;
  used: number;
  /** Whether text was left out. */
  cut: boolean;
}

/** The fragment's content up to `budget` characters, text cut on code points; what follows is dropped. */
function cutFragment(fragment: Fragment, budget: number): Cut {
  const kept: ProseMirrorNode[] = [];
  let used = 0;
  let cut = false;
  for (let i = 0; i < fragment.childCount && !cut; i += 1) {
    const child = fragment.child(i);
    const room = budget - used;
    if (child.isText) {
      const chars = Array.from(child.text ?? '');
      if (chars.length <= room) {
        kept.push(child);
        used += chars.length;
      } else {
        if (room > 0) kept.push(child.type.schema.text(chars.slice(0, room).join(''), child.marks));
        used += Math.max(0, room);
        cut = true;
      }
    } else if (child.isLeaf) {
      kept.push(child);
    } else {
      const inner = cutFragment(child.content, room);
      used += inner.used;
      cut = inner.cut;
      // A block whose text was all cut away is dropped rather than left empty.
      if (!(cut && inner.fragment.childCount === 0)) kept.push(child.copy(inner.fragment));
    }
  }
  return { fragment: Fragment.fromArray(kept), used, cut };
}

/** How many nested nodes a fragment's edge can be open through (first or last child chain). */
function edgeDepth(fragment: Fragment, side: 'first' | 'last'): number {
  let depth = 0;
  let node = side === 'first' ? fragment.firstChild : fragment.lastChild;
  while (node && !node.isText && !node.isLeaf) {
    depth += 1;
    node = side === 'first' ? node.firstChild : node.lastChild;
  }
  return depth;
}

/**
 * A pasted slice cut to `budget` characters of text (code points): the start of what was pasted is
 * kept with its formatting, the rest is left out. `cut` says whether anything was left out.
 */
export function truncateSlice(slice: Slice, budget: number): { slice: Slice; cut: boolean } {
  const room = Math.max(0, budget);
  if (textLengthOf(slice.content) <= room) return { slice, cut: false };
  const { fragment } = cutFragment(slice.content, room);
  if (fragment.size === 0) return { slice: Slice.empty, cut: true };
  const openStart = Math.min(slice.openStart, edgeDepth(fragment, 'first'));
  const openEnd = Math.min(slice.openEnd, edgeDepth(fragment, 'last'));
  return { slice: new Slice(fragment, openStart, openEnd), cut: true };
}
