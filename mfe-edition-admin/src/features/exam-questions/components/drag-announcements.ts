import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { IntlShape } from 'react-intl';
import { dragMessages as m } from '../messages';

/**
 * What a screen reader hears while a question is moved (dnd-kit's live region), in the screen's language:
 * the question by its number before the move, the position it is over, where it was dropped.
 */
export function dragAnnouncements(
  intl: IntlShape,
  ids: () => readonly string[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const numberOf = (id: string | number) => ids().indexOf(String(id)) + 1;
  const count = () => ids().length;
  return {
    screenReaderInstructions: { draggable: intl.formatMessage(m.instructions) },
    announcements: {
      onDragStart: ({ active }) =>
        intl.formatMessage(m.start, {
          number: numberOf(active.id),
          position: numberOf(active.id),
          count: count(),
        }),
      onDragOver: ({ active, over }) =>
        over
          ? intl.formatMessage(m.over, {
              number: numberOf(active.id),
              position: numberOf(over.id),
              count: count(),
            })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? intl.formatMessage(m.end, {
              number: numberOf(active.id),
              position: numberOf(over.id),
              count: count(),
            })
          : undefined,
      onDragCancel: ({ active }) =>
        intl.formatMessage(m.cancel, { number: numberOf(active.id), position: numberOf(active.id) }),
    },
  };
}
