import { useCallback, useEffect, useMemo, useState } from 'react';
import { clearDraft, readDraft, writeDraft, type DraftRef } from '../draft';
import {
  noFiles,
  validate,
  type EditionFormFiles,
  type EditionFormValues,
  type FieldError,
  type StoredDates,
} from '../form-values';

function initialValues(ref: DraftRef, base: EditionFormValues): EditionFormValues {
  const draft = readDraft(ref);
  const values = draft?.values ?? base;
  const added = (draft?.addedCoordinators ?? []).filter((e) => !values.coordinators_emails.includes(e));
  return added.length
    ? { ...values, coordinators_emails: [...values.coordinators_emails, ...added] }
    : values;
}

/**
 * The edition form's state: values (kept as a draft per edition in sessionStorage), chosen files, the
 * shared schema's and date rules' issues by field path, shown once the user changed that part of the form,
 * and the server's 422 errors by path until the field changes again.
 */
export function useEditionForm(ref: DraftRef, base: EditionFormValues, storedDates: StoredDates | null) {
  const [values, setValues] = useState<EditionFormValues>(() => initialValues(ref, base));
  const [files, setFiles] = useState<EditionFormFiles>(noFiles);
  const [changed, setChanged] = useState<ReadonlySet<string>>(() =>
    readDraft(ref) ? new Set(Object.keys(base)) : new Set(),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});

  // The added coordinators are in the values now; the draft keeps the values from here on.
  useEffect(() => {
    const draft = readDraft(ref);
    if (draft?.addedCoordinators?.length) writeDraft(ref, { values });
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (changed.size > 0) writeDraft(ref, { values });
  }, [ref, values, changed]);

  // The values the form opened with: a date rule waits until one of its dates differs from them.
  const [stored] = useState(base);
  const issues = useMemo(
    () => validate(values, files, { storedDates, stored }),
    [values, files, storedDates, stored],
  );

  const markChanged = useCallback((field: string) => {
    setChanged((was) => (was.has(field) ? was : new Set([...was, field])));
    setServerErrors((was) => {
      const keys = Object.keys(was).filter((path) => path.split('.')[0] === field);
      if (!keys.length) return was;
      const next = { ...was };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  const setField = useCallback(
    <K extends keyof EditionFormValues>(field: K, value: EditionFormValues[K]) => {
      markChanged(field);
      setValues((was) => ({ ...was, [field]: value }));
    },
    [markChanged],
  );

  /** A value the form chose itself (a guess, a fallback): its rule's message waits for the user. */
  const adjustField = useCallback(
    <K extends keyof EditionFormValues>(field: K, value: EditionFormValues[K]) =>
      setValues((was) => ({ ...was, [field]: value })),
    [],
  );

  const setFile = useCallback(
    <K extends keyof EditionFormFiles>(field: K, value: EditionFormFiles[K], errorField: string = field) => {
      markChanged(errorField);
      setFiles((was) => ({ ...was, [field]: value }));
    },
    [markChanged],
  );

  /** The error at exactly this path: the server's, else the rules' once the field was changed. */
  const errorAt = (path: string): FieldError | undefined =>
    serverErrors[path] ?? (changed.has(path.split('.')[0]!) ? issues[path] : undefined);

  /** The first error at this path or below it (a list's entries). */
  const errorUnder = (prefix: string): FieldError | undefined => {
    const match = (path: string) => path === prefix || path.startsWith(`${prefix}.`);
    const server = Object.keys(serverErrors).find(match);
    if (server) return serverErrors[server];
    if (!changed.has(prefix.split('.')[0]!)) return undefined;
    const own = Object.keys(issues).find(match);
    return own ? issues[own] : undefined;
  };

  /** Starts again from saved values (after a save), forgetting the draft. */
  const resetTo = useCallback(
    (next: EditionFormValues) => {
      clearDraft(ref);
      setValues(next);
      setFiles(noFiles);
      setChanged(new Set());
      setServerErrors({});
    },
    [ref],
  );

  return {
    values,
    files,
    setField,
    adjustField,
    setFile,
    errorAt,
    errorUnder,
    setServerErrors,
    resetTo,
    valid: Object.keys(issues).length === 0,
    /** The fields whose rules block a save (top-level names), their messages shown or not yet. */
    blockers: [...new Set(Object.keys(issues).map((path) => path.split('.')[0]!))],
    storedDates,
    discardDraft: () => clearDraft(ref),
  };
}

export type EditionForm = ReturnType<typeof useEditionForm>;
