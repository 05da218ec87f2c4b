import EmojiPicker, { EmojiStyle, type EmojiClickData } from 'emoji-picker-react';
import { useIntl } from 'react-intl';
import { emojiPickerMessages as m } from '../messages';

// The dataset in the screen's language (names, search and category titles), each its own chunk.
const loadPortuguese = () =>
  import(/* webpackChunkName: "emoji-data-pt" */ 'emoji-picker-react/data/emojis-pt');
const loadSpanish = () => import(/* webpackChunkName: "emoji-data-es" */ 'emoji-picker-react/data/emojis-es');

/**
 * The emoji picker (emoji-picker-react), loaded only when the emoji button is first pressed: native
 * emojis (no image from a CDN), its texts in the screen's language.
 */
export default function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const intl = useIntl();
  const text = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor);
  return (
    <EmojiPicker
      emojiStyle={EmojiStyle.NATIVE}
      emojiData={intl.locale.startsWith('es') ? loadSpanish : loadPortuguese}
      onEmojiClick={(data: EmojiClickData) => onPick(data.emoji)}
      width="100%"
      height={360}
      lazyLoadEmojis
      skinTonesDisabled
      previewConfig={{ showPreview: false }}
      labels={{
        searchPlaceholder: text(m.search),
        searchLabel: text(m.search),
        searchClear: text(m.clear),
        searchResultsNone: text(m.none),
        searchResultsOne: text(m.one),
        searchResultsMany: text(m.many),
        categoryNavigation: text(m.categories),
        loading: text(m.loading),
        loadingError: text(m.loadingError),
        retryLoading: text(m.retry),
      }}
    />
  );
}
