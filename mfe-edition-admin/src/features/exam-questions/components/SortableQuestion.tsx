import { IconButton } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { rowMessages as m } from '../messages';

/** A row of the sortable list, moved by its drag handle (pointer or keyboard: Space, arrows, Space). */
export function SortableQuestion({
  id,
  number,
  disabled,
  children,
}: {
  id: string;
  number: number;
  disabled: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const intl = useIntl();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = disabled ? null : (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      size="sm"
      variant="ghost"
      cursor={isDragging ? 'grabbing' : 'grab'}
      touchAction="none"
      aria-label={intl.formatMessage(m.drag, { number })}
      data-testid="drag-handle"
    >
      <span aria-hidden="true">⠿</span>
    </IconButton>
  );
  return (
    <li
      ref={setNodeRef}
      data-question-id={id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.85 : undefined,
        listStyle: 'none',
      }}
    >
      {children(handle)}
    </li>
  );
}
