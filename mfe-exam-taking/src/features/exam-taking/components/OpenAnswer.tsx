import { Suspense, useState } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamQuestion } from '../../../shared/exam/exam-types';
import { RichTextEditor } from 'shared-contracts/ui';
import { editorHtmlOf } from '../open-answer-text';

/**
 * The rich-text editor of an open-ended question, with its character counter and limit; every change
 * goes to `onChange` (as HTML) and is recorded after a pause in typing. Key it by question: the saved
 * answer is read once.
 */
export function OpenAnswer({
  question,
  initial,
  disabled,
  onChange,
}: {
  question: ExamQuestion;
  initial: string | undefined;
  disabled: boolean;
  onChange: (html: string) => void;
}) {
  const intl = useIntl();
  const [initialHtml] = useState(() => editorHtmlOf(initial));
  return (
    <Suspense fallback={<Skeleton height="14rem" borderRadius="md" />}>
      <RichTextEditor
        label={intl.formatMessage({ id: 'examTaking.taking.open.label', defaultMessage: 'Sua resposta' })}
        initialHtml={initialHtml}
        limit={question.character_limit}
        disabled={disabled}
        onChange={onChange}
      />
    </Suspense>
  );
}
