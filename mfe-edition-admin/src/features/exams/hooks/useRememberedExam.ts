import { useCallback, useState } from 'react';

const keyOf = (editionId: string) => `editionAdmin.exams.participants.${editionId}`;

function read(editionId: string): string | null {
  try {
    return globalThis.localStorage?.getItem(keyOf(editionId)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The exam whose participants were last opened from this edition's participant view (spec 2 §2: the
 * selected row is remembered locally), kept in localStorage so the row stands out on coming back.
 */
export function useRememberedExam(editionId: string) {
  const [selected, setSelected] = useState<string | null>(() => read(editionId));
  const remember = useCallback(
    (examId: string) => {
      try {
        globalThis.localStorage?.setItem(keyOf(editionId), examId);
      } catch {
        // Private mode or full storage: the row is simply not remembered.
      }
      setSelected(examId);
    },
    [editionId],
  );
  return { selected, remember };
}
