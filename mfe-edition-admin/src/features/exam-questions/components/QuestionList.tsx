import { Stack } from '@chakra-ui/react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ExamQuestion } from '../api/questions';
import { tabMessages } from '../messages';
import { moveItem } from '../order';
import { CollapsibleStatement } from './CollapsibleStatement';
import { dragAnnouncements } from './drag-announcements';
import { MovePopover } from './MovePopover';
import { QuestionCard, type QuestionActions } from './QuestionCard';
import { SortableQuestion } from './SortableQuestion';

/**
 * The exam's questions in order, reordered by dragging (pointer or keyboard, announced to screen
 * readers) or with the move-to-position popover while the exam is fully editable.
 */
export function QuestionList({
  questions,
  full,
  selected,
  onReorder,
  actionsFor,
}: {
  questions: ExamQuestion[];
  full: boolean;
  selected: ReadonlySet<string>;
  onReorder: (next: ExamQuestion[]) => void;
  actionsFor: (question: ExamQuestion, number: number) => QuestionActions;
}) {
  const intl = useIntl();
  const ids = useMemo(() => questions.map((q) => q.id), [questions]);
  // The order when a drag starts: announcements name questions by their number before the move.
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const accessibility = useMemo(() => dragAnnouncements(intl, () => idsRef.current), [intl]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (from !== to) onReorder(moveItem(questions, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          as="ol"
          gap="3"
          aria-label={intl.formatMessage(tabMessages.listLabel)}
          data-testid="question-list"
        >
          {questions.map((question, index) => {
            const number = index + 1;
            return (
              <SortableQuestion key={question.id} id={question.id} number={number} disabled={!full}>
                {(handle) => (
                  <QuestionCard
                    question={question}
                    number={number}
                    full={full}
                    selected={selected.has(question.id)}
                    handle={handle}
                    mover={
                      full && questions.length > 1 ? (
                        <MovePopover
                          number={number}
                          count={questions.length}
                          disabled={false}
                          onMove={(position) => move(index, position - 1)}
                        />
                      ) : null
                    }
                    statement={<CollapsibleStatement html={question.statement} />}
                    actions={actionsFor(question, number)}
                  />
                )}
              </SortableQuestion>
            );
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
