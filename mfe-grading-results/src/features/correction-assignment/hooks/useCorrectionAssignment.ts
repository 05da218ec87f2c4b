import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorsOf, useMutation, useQuery, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import {
  assignmentKey,
  fetchAssignment,
  saveAssignment,
  type CorrectionAssignmentBody,
} from '../api/correction-assignments';
import { assignmentMessages as m } from '../messages';

/** The exam's correction assignment, read each time the screen opens. */
export function useCorrectionAssignment(examId: string) {
  return useQuery({
    queryKey: assignmentKey(examId),
    queryFn: ({ signal }) => fetchAssignment(examId, { signal }),
    staleTime: 0,
  });
}

/**
 * Salvar: the assignment is replaced and read again, with the server's message; a refusal keeps the server's first message
 * (`refusal`, shown in the form) and toasts it, else "Não foi possível salvar a distribuição.".
 */
export function useSaveAssignment(examId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const mutation = useMutation({
    mutationFn: (body: CorrectionAssignmentBody) => saveAssignment(examId, body),
    onMutate: () => setRefusal(undefined),
    onSuccess: async ({ assignment, message }) => {
      toaster.create({ type: 'success', title: message || intl.formatMessage(m.saved) });
      if (assignment) queryClient.setQueryData(assignmentKey(examId), assignment);
      await queryClient.invalidateQueries({ queryKey: assignmentKey(examId) });
    },
    onError: async (error) => {
      const [first] = await errorsOf(error);
      const text = first?.detail || first?.title || intl.formatMessage(m.saveFailed);
      setRefusal(text);
      toaster.create({ type: 'error', title: text });
    },
  });
  return { ...mutation, refusal };
}
