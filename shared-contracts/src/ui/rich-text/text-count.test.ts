import { getSchema } from '@tiptap/core';
import { DOMParser as ProseMirrorParser, Slice } from '@tiptap/pm/model';
import { Transform } from '@tiptap/pm/transform';
import { richTextExtensions } from './rich-text-extensions';
import { codePoints, textLengthBetween, textLengthOf, truncateSlice } from './text-count';

const schema = getSchema(
  richTextExtensions({ placeholder: '', limit: () => null, maxHtmlLength: 1000, onNotice: () => undefined }),
);
const parse = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return ProseMirrorParser.fromSchema(schema).parse(element);
};
const sliceOf = (html: string) => {
  const doc = parse(html);
  return doc.slice(0, doc.content.size);
};
const textOf = (slice: Slice) => slice.content.textBetween(0, slice.content.size, '|');

describe('text count', () => {
  it('counts code points of the text only, as the server does', () => {
    expect(codePoints('né😀')).toBe(3);
    const doc = parse('<p>um<br>dois</p><ul><li><p><strong>três</strong> 😀</p></li></ul><p></p>');
    expect(textLengthOf(doc)).toBe(12);
    expect(textLengthBetween(doc, 1, 4)).toBe(2);
    expect(textLengthBetween(doc, 4, 4)).toBe(0);
  });

  it('cuts a slice on code points, keeping its structure and formatting up to the cut', () => {
    const slice = sliceOf('<p>ab😀cd</p><ul><li><p><em>lista</em></p></li></ul><p>fim</p>');
    expect(truncateSlice(slice, 100)).toEqual({ slice, cut: false });

    const three = truncateSlice(slice, 3);
    expect(three.cut).toBe(true);
    expect(textOf(three.slice)).toBe('ab😀');
    expect(three.slice.content.childCount).toBe(1);

    const seven = truncateSlice(slice, 7);
    expect(textOf(seven.slice)).toBe('ab😀cd|li');
    const list = seven.slice.content.child(1);
    expect(list.type.name).toBe('bulletList');
    expect(list.firstChild!.firstChild!.firstChild!.marks.map((m) => m.type.name)).toEqual(['italic']);
    // Open no deeper than the content it kept.
    expect(seven.slice.openEnd).toBeLessThanOrEqual(3);

    expect(truncateSlice(slice, 0)).toEqual({ slice: Slice.empty, cut: true });
    expect(truncateSlice(slice, -2).slice).toBe(Slice.empty);
  });

  it('fits a cut slice into a document', () => {
    const doc = parse('<p>início</p>');
    const cut = truncateSlice(sliceOf('<p>ab</p><ol><li><p>cd</p></li><li><p>ef</p></li></ol>'), 3).slice;
    // As a paste does: the slice is fitted in at the cursor.
    const after = new Transform(doc).replace(7, 7, cut).doc;
    expect(textLengthOf(after)).toBe(9);
    expect(after.textBetween(0, after.content.size, '|')).toBe('início|ab|c');
  });
});
