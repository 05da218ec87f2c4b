import { useLoadedResource, type LoadedResource } from 'shared-contracts/client';
import { useLocation } from 'shared-contracts/ui';
import {
  fetchPreviewQuestions,
  previewExamKeys,
  questionsFromState,
  type PreviewQuestion,
} from '../api/preview-exam';

/**
 * The questions to preview: those passed through navigation state by the questions tab, or, when the
 * page is opened directly (a reload, a shared link) or before the tab had loaded them, the exam's
 * questions read from the API.
 */
export function usePreviewQuestions(examId: string | undefined): LoadedResource<PreviewQuestion[]> {
  const passed = questionsFromState(useLocation().state);
  const loaded = useLoadedResource(
    previewExamKeys.questions,
    passed ? undefined : examId,
    fetchPreviewQuestions,
  );
  if (passed) return { status: 'ready', value: passed };
  return loaded;
}
