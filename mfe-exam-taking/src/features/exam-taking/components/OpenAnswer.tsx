import { Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExamQuestion } from '../../exam-common/exam-types';
import { characterCount, htmlToText, textToHtml, withinLimit } from '../open-answer-text';

/**
 * The text editor of an open-ended question, with its character counter; every change goes to
 * `onChange` (as HTML) and is recorded after a pause in typing. Key it by question.
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
  const [text, setText] = useState(() => htmlToText(initial));
  const limit = question.character_limit;
  const count = characterCount(text);
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{intl.formatMessage({ id: 'examTaking.taking.open.label' })}</Field.Label>
      <Textarea
        value={text}
        rows={10}
        autoresize
        onChange={(event) => {
          const next = withinLimit(event.target.value, limit);
          setText(next);
          onChange(textToHtml(next));
        }}
      />
      <Field.HelperText aria-live="polite" data-testid="character-count">
        {limit === null
          ? intl.formatMessage({ id: 'examTaking.taking.open.count' }, { count })
          : intl.formatMessage({ id: 'examTaking.taking.open.countLimit' }, { count, limit })}
      </Field.HelperText>
    </Field.Root>
  );
}
