import { useCallback, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';

/**
 * A form over a shared valibot schema (spec 1 §5): the values, which fields were touched, and the
 * first issue (a message id) of each top-level field. Errors show once a field was changed and left;
 * `submit` shows every field's error and gives the parsed output, or null when something is invalid.
 * Leaving a field as it was shows nothing: an error appearing then would move the form under the
 * pointer, and a click on the submit button would land on nothing (the button moved down).
 */
export function useSchemaForm<TValues extends Record<string, unknown>, TOutput>(
  schema: v.GenericSchema<unknown, TOutput>,
  initial: TValues,
) {
  const [values, setValues] = useState<TValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof TValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  /** Fields the user changed at least once. */
  const dirty = useRef(new Set<keyof TValues>());

  const result = useMemo(() => v.safeParse(schema, values), [schema, values]);
  const issues = useMemo(() => {
    const out: Partial<Record<keyof TValues, string>> = {};
    if (result.success) return out;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof TValues | undefined;
      if (key !== undefined && out[key] === undefined) out[key] = issue.message;
    }
    return out;
  }, [result]);

  const setValue = useCallback(<K extends keyof TValues>(name: K, value: TValues[K]) => {
    dirty.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** Sets several fields at once (e.g. clearing the fields that depend on a changed one). */
  const patch = useCallback((changes: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...changes }));
  }, []);

  const touch = useCallback((name: keyof TValues) => {
    if (!dirty.current.has(name)) return;
    setTouched((was) => (was[name] ? was : { ...was, [name]: true }));
  }, []);

  /** The message id of the field's first issue, once the field was touched or the form submitted. */
  const errorOf = (name: keyof TValues): string | undefined =>
    touched[name] || submitted ? issues[name] : undefined;

  const submit = (): TOutput | null => {
    setSubmitted(true);
    return result.success ? result.output : null;
  };

  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
    dirty.current.clear();
    // `initial` is the first value given; later renders pass equal literals.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, setValue, patch, touch, errorOf, submit, reset, valid: result.success };
}
