import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import {
  formatCpf,
  memberFormSchema,
  toDMY,
  type MemberField,
  type MemberFormOutput,
} from 'shared-contracts';
import { maskPhone } from '../masks';
import type { Membership, TeamRole } from '../types';

/** The member form's values as the inputs hold them (spec 3 §5 "Member form"). */
export interface MemberDraft {
  role: string;
  /** A person picked from the participant search (else the unlisted fields are filled). */
  listed: boolean;
  user_id: string | null;
  /** The picked person is under 18, as the participant search tells it (it never sends birthdays). */
  minor: boolean;
  email: string;
  name: string;
  phone: string;
  /** DD/MM/YYYY. */
  birthdate: string;
  cpf: string;
  address_state_id: string | null;
  address_city_id: string | null;
  school_unit_id: string | null;
  education_grade_id: string | null;
  legal_guardian_name: string;
  legal_guardian_email: string;
  degree_of_kinship: string;
}

export const EMPTY_DRAFT: MemberDraft = {
  role: '',
  listed: true,
  user_id: null,
  minor: false,
  email: '',
  name: '',
  phone: '',
  birthdate: '',
  cpf: '',
  address_state_id: null,
  address_city_id: null,
  school_unit_id: null,
  education_grade_id: null,
  legal_guardian_name: '',
  legal_guardian_email: '',
  degree_of_kinship: '',
};

/** A new member's draft: the role is chosen for the user only when a single one is offered. */
export const newDraft = (roles: readonly TeamRole[]): MemberDraft => ({
  ...EMPTY_DRAFT,
  role: roles.length === 1 ? roles[0]! : '',
});

/** The draft of an existing member, for editing. */
export function draftOf(m: Membership): MemberDraft {
  return {
    role: m.role,
    listed: !m.external,
    user_id: m.userId,
    minor: false,
    email: m.email,
    name: m.name,
    phone: maskPhone(m.phone),
    birthdate: toDMY(m.birthdate),
    cpf: formatCpf(m.cpf),
    address_state_id: m.address_state_id,
    address_city_id: m.address_city_id,
    school_unit_id: m.school_unit_id,
    education_grade_id: m.education_grade_id,
    legal_guardian_name: m.legal_guardian_name,
    legal_guardian_email: m.legal_guardian_email,
    degree_of_kinship: m.degree_of_kinship,
  };
}

/**
 * The member form over the shared `memberFormSchema`: values, touched fields and the first issue of
 * each field (a message id), shown once the field was touched or the form submitted; server errors
 * by field until the field changes. `submit` gives the parsed values, or null when invalid.
 */
export function useMemberForm(initial: MemberDraft) {
  const [values, setValues] = useState<MemberDraft>(initial);
  const [touched, setTouched] = useState<Partial<Record<MemberField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const result = useMemo(() => v.safeParse(memberFormSchema, values), [values]);
  const issues = useMemo(() => {
    const out: Partial<Record<MemberField, string>> = {};
    if (result.success) return out;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as MemberField | undefined;
      if (key !== undefined && out[key] === undefined) out[key] = issue.message;
    }
    return out;
  }, [result]);

  const patch = useCallback((changes: Partial<MemberDraft>) => {
    setValues((current) => ({ ...current, ...changes }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[key];
      return next;
    });
  }, []);

  const touch = useCallback((field: MemberField) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);

  /** The validation message id of a field, once shown. */
  const issueOf = (field: MemberField): string | undefined =>
    touched[field] || submitted ? issues[field] : undefined;

  /** The server's text for a field (already in the user's language), until the field changes. */
  const serverErrorOf = (field: MemberField): string | undefined => serverErrors[field];

  const submit = (): MemberFormOutput | null => {
    setSubmitted(true);
    return result.success ? result.output : null;
  };

  return {
    values,
    patch,
    touch,
    issueOf,
    serverErrorOf,
    setServerErrors,
    submit,
    valid: result.success,
  };
}

export type MemberForm = ReturnType<typeof useMemberForm>;
