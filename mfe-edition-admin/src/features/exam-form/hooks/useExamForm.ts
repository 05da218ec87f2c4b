import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrorValue } from '../../../shared/components/FormField';
import { validate, type ExamField, type ExamFormValues } from '../form-values';
import { validationMessages } from '../messages';

/**
 * The exam form's state: the values, the chosen cover (or the stored one removed), the rules' issues
 * shown once the field changed or a save was tried, and the server's errors by field until it changes.
 */
export function useExamForm(base: ExamFormValues, zone: string) {
  const intl = useIntl();
  const [values, setValues] = useState<ExamFormValues>(base);
  const [cover, setCoverFile] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [changed, setChanged] = useState<ReadonlySet<ExamField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ExamField, string>>>({});

  const issues = useMemo(() => validate(values, cover, zone), [values, cover, zone]);

  const markChanged = useCallback((field: ExamField) => {
    setChanged((was) => (was.has(field) ? was : new Set([...was, field])));
    setServerErrors((was) => {
      if (!(field in was)) return was;
      const next = { ...was };
      delete next[field];
      return next;
    });
  }, []);

  const setField = useCallback(
    <K extends keyof ExamFormValues>(field: K, value: ExamFormValues[K]) => {
      markChanged(field);
      // A changed start moves the end's rule: its message shows with the start's.
      if (field === 'start_date') markChanged('end_date');
      setValues((was) => ({ ...was, [field]: value }));
    },
    [markChanged],
  );

  const chooseCover = useCallback(
    (file: File | null) => {
      markChanged('cover');
      setCoverFile(file);
      if (file) setRemoveCover(false);
    },
    [markChanged],
  );

  /** Drops the chosen cover and, when there is one, the stored one. */
  const dropCover = useCallback(() => {
    markChanged('cover');
    setCoverFile(null);
    setRemoveCover(true);
  }, [markChanged]);

  /** The error under a field: the server's, else the rule's once the field changed or a save was tried. */
  const errorAt = (field: ExamField): FieldErrorValue | undefined => {
    const server = serverErrors[field];
    if (server) return { text: server };
    const issue = issues[field];
    if (!issue || (!submitted && !changed.has(field))) return undefined;
    return { text: intl.formatMessage(validationMessages[issue.rule], issue.values) };
  };

  return {
    values,
    cover,
    removeCover,
    setField,
    chooseCover,
    dropCover,
    errorAt,
    setServerErrors,
    /** Shows every rule's message; whether the form may be sent. */
    trySubmit: () => {
      setSubmitted(true);
      return Object.keys(issues).length === 0;
    },
  };
}

export type ExamForm = ReturnType<typeof useExamForm>;
