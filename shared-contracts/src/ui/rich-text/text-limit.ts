import { Extension, getHTMLFromFragment } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { MAX_ANSWER_HTML } from '../../exams';
import { textLengthBetween, textLengthOf, truncateSlice } from './text-count';

/** The server refuses an answer whose HTML is above MAX_ANSWER_HTML: the editor never grows past it. */
export { MAX_ANSWER_HTML };

/**
 * The HTML is measured only once the document could come near the cap: its HTML is at most about 20
 * characters per document position (a one-character bold and italic run, an escaped "&").
 */
const MAX_HTML_PER_POSITION = 20;

/** Why a change was refused or shortened. */
export type LimitNotice = 'limit' | 'pasteCut' | 'size';

export interface TextLimitOptions {
  /** The character limit (code points of the text, as the server counts), or null. Read on each change. */
  limit: () => number | null;
  /** The HTML size cap. */
  maxHtmlLength: number;
  /** Told when typing was refused or a paste was shortened. */
  onNotice: (notice: LimitNotice) => void;
}

/**
 * Keeps an answer within the question's character limit the way the server counts it: a change that
 * would take the text past the limit is refused (typing stops at the limit), and a paste or drop is
 * cut to the room left. A text already over the limit (loaded that way) may only shrink. The HTML is
 * also kept under the server's size cap.
 */
export const TextLimit = Extension.create<TextLimitOptions>({
  name: 'textLimit',

  addOptions() {
    return { limit: () => null, maxHtmlLength: MAX_ANSWER_HTML, onNotice: () => undefined };
  },

  addProseMirrorPlugins() {
    const { limit, maxHtmlLength, onNotice } = this.options;
    const schema = this.editor.schema;
    const htmlLength = (doc: ProseMirrorNode) => getHTMLFromFragment(doc.content, schema).length;
    return [
      new Plugin({
        key: new PluginKey('textLimit'),
        props: {
          transformPasted(slice, view) {
            const max = limit();
            if (max === null) return slice;
            const { doc, selection } = view.state;
            const room = max - textLengthOf(doc) + textLengthBetween(doc, selection.from, selection.to);
            const result = truncateSlice(slice, room);
            if (result.cut) onNotice('pasteCut');
            return result.slice;
          },
        },
        filterTransaction(tr, state) {
          if (!tr.docChanged) return true;
          const max = limit();
          if (max !== null) {
            const after = textLengthOf(tr.doc);
            if (after > max && after > textLengthOf(state.doc)) {
              onNotice('limit');
              return false;
            }
          }
          if (tr.doc.content.size * MAX_HTML_PER_POSITION > maxHtmlLength) {
            const after = htmlLength(tr.doc);
            if (after > maxHtmlLength && after > htmlLength(state.doc)) {
              onNotice('size');
              return false;
            }
          }
          return true;
        },
      }),
    ];
  },
});
