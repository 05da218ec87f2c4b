import { useCallback, useMemo, useState } from 'react';
import { applyHomeschooling, studentFieldsToClear } from 'shared-contracts';
import {
  contextOf,
  requiredFields,
  validateRegistration,
  type FieldErrors,
  type RegistrationSetting,
} from '../model/validation';
import type { AddressValues, RegistrationValues, TeacherValues } from '../model/values';

export type ChoiceField = 'state' | 'city' | 'school' | 'grade';

/** The names of chosen ids (for the summary), remembered as the pickers learn them. */
export type ChoiceLabels = Partial<Record<ChoiceField, { id: string; label: string }>>;

/** A picked option; the label is looked up by the picker when not given. */
export interface Choice {
  id: string;
  label?: string;
}

const idOf = (id: number | null): string | null => (id === null ? null : String(id));

/** The registration form's state: values, touched fields, server errors and the context-dependent rules. */
export function useRegistrationForm(initial: RegistrationValues, setting: RegistrationSetting) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [labels, setLabels] = useState<ChoiceLabels>({});

  const validation = useMemo(() => validateRegistration(values, setting), [values, setting]);
  const context = useMemo(() => contextOf(values, setting), [values, setting]);
  const { category, countryId, homeschooling } = values;
  const segmentIds = values.teacher.education_segment_ids;
  const required = useMemo(
    () => requiredFields({ category, countryId, homeschooling, segmentIds }, setting),
    [category, countryId, homeschooling, segmentIds, setting],
  );

  const clearServer = useCallback((...paths: string[]) => {
    setServerErrors((errors) => {
      if (!paths.some((p) => p in errors)) return errors;
      const next = { ...errors };
      for (const p of paths) delete next[p];
      return next;
    });
  }, []);

  const touch = useCallback((path: string) => {
    setTouched((set) => (set.has(path) ? set : new Set(set).add(path)));
  }, []);

  const update = useCallback(
    (patch: Partial<RegistrationValues>, ...paths: string[]) => {
      setValues((current) => ({ ...current, ...patch }));
      clearServer(...(paths.length ? paths : Object.keys(patch)));
    },
    [clearServer],
  );

  const setAddress = useCallback(
    (patch: Partial<AddressValues>) => {
      setValues((current) => ({ ...current, address: { ...current.address, ...patch } }));
      clearServer(...Object.keys(patch).map((k) => `address.${k}`));
    },
    [clearServer],
  );

  const setTeacher = useCallback(
    (patch: Partial<TeacherValues>, path: string) => {
      setValues((current) => ({ ...current, teacher: { ...current.teacher, ...patch } }));
      clearServer(path);
    },
    [clearServer],
  );

  const remember = useCallback((field: ChoiceField, option: { id: string; label: string }) => {
    setLabels((l) =>
      l[field]?.id === option.id && l[field]?.label === option.label ? l : { ...l, [field]: option },
    );
  }, []);

  /** Category or country change: clears school, grade, state and city (homeschooling stays applied). */
  const changeDependent = useCallback(
    (change: 'category' | 'country', patch: Partial<RegistrationValues>) => {
      setValues((current) => {
        const next: RegistrationValues = { ...current, ...patch };
        for (const field of studentFieldsToClear(change)) next[field] = null;
        if (next.homeschooling) {
          const home = applyHomeschooling(true);
          next.school_id = idOf(home.school_id);
          next.grade_id = idOf(home.grade_id);
        }
        return next;
      });
      clearServer(...Object.keys(patch), ...studentFieldsToClear(change));
    },
    [clearServer],
  );

  const setHomeschooling = useCallback(
    (on: boolean) => {
      const home = applyHomeschooling(on);
      update(
        { homeschooling: on, school_id: idOf(home.school_id), grade_id: idOf(home.grade_id) },
        'school_id',
        'grade_id',
      );
    },
    [update],
  );

  /** State, city or school chosen in a picker: the choices below it are cleared. */
  const choose = useCallback(
    (field: ChoiceField, choice: Choice | null) => {
      const id = choice?.id ?? null;
      setValues((current) => {
        if (field === 'state' && id !== current.state_id)
          return {
            ...current,
            state_id: id,
            city_id: null,
            school_id: current.homeschooling ? current.school_id : null,
          };
        if (field === 'city' && id !== current.city_id)
          return { ...current, city_id: id, school_id: current.homeschooling ? current.school_id : null };
        return { ...current, [`${field}_id`]: id };
      });
      if (choice?.label !== undefined) remember(field, { id: choice.id, label: choice.label });
      touch(`${field}_id`);
      clearServer(`${field}_id`);
    },
    [clearServer, remember, touch],
  );

  /** The name of the chosen id of a field, when known. */
  const labelOf = useCallback(
    (field: ChoiceField): string | undefined => {
      const known = labels[field];
      return known && known.id === values[`${field}_id`] ? known.label : undefined;
    },
    [labels, values],
  );

  /** The message to show under a field: the server's, or the rule's once touched or submitted. */
  const errorOf = useCallback(
    (path: string): string | undefined =>
      serverErrors[path] ?? (attempted || touched.has(path) ? validation.errors[path] : undefined),
    [attempted, serverErrors, touched, validation.errors],
  );

  return {
    values,
    labelOf,
    context,
    required,
    validation,
    attempted,
    update,
    setAddress,
    setTeacher,
    changeDependent,
    setHomeschooling,
    choose,
    remember,
    touch,
    errorOf,
    setAttempted,
    setServerErrors,
  };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>;
