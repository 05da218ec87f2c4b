import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, toaster } from 'shared-contracts/ui';
import { toRegistrationPayload, type User, type UserAdditionalData } from 'shared-contracts';
import { useAuthStore } from 'shared-contracts/client';
import { formatApiError } from '../../../api/api-errors';
import { submitRegistration } from '../api/submit-registration';
import { formMessages } from '../messages';
import { submitFailureOf } from '../model/submit-failure';
import { addressCountryIdOf, type RegistrationSetting } from '../model/validation';
import type { RegistrationValues } from '../model/values';
import type { RegistrationForm } from './useRegistrationForm';

export const AFTER_REGISTRATION_PATH = '/edicoes/ativas';

/** The user's additional_data with the team of a group edition (kept as is otherwise). */
function additionalDataOf(
  user: User | null,
  values: RegistrationValues,
  memberLimit: number,
): UserAdditionalData {
  const current = { ...(user?.additional_data ?? {}) };
  if (memberLimit <= 0) return current;
  const name = values.team.name.trim();
  const members = values.team.members.map((m) => m.trim()).filter((m) => m !== '');
  if (name === '' && members.length === 0) delete current.team;
  else current.team = { name, members };
  return current;
}

/**
 * Sends the registration (spec 1 §4): the payloads from the validated values, PATCH the user,
 * POST or PUT the inscription; on success the user is reloaded, a toast shown and the user taken
 * to the active editions; on failure a toast tells why and the server's field errors show.
 */
export function useRegistrationSubmit({
  form,
  setting,
  user,
  inscriptionId,
  memberLimit,
  onFailure,
}: {
  form: RegistrationForm;
  setting: RegistrationSetting;
  user: User | null;
  inscriptionId: string | undefined;
  memberLimit: number;
  onFailure: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedInId = useAuthStore((s) => s.user?.id ?? null);
  const setUser = useAuthStore((s) => s.setUser);
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const send = async () => {
    const { student, teacher } = form.validation;
    const userId = signedInId ?? user?.id;
    if (!student || !userId || sending) return;
    const payload = toRegistrationPayload(
      student,
      {
        userId,
        editionId: Number(setting.edition.id),
        inscriptionId,
        additionalData: additionalDataOf(user, form.values, memberLimit),
        addressCountryId: addressCountryIdOf(setting.edition, form.values.countryId),
      },
      teacher ?? undefined,
    );
    setSending(true);
    try {
      const { user: reloaded } = await submitRegistration(setting.edition.id, payload);
      if (reloaded) setUser(reloaded);
      setSubmitted(true);
      toaster.create({
        type: 'success',
        title: intl.formatMessage(inscriptionId ? formMessages.successEdit : formMessages.successNew),
      });
      navigate(AFTER_REGISTRATION_PATH);
    } catch (error) {
      const result = await submitFailureOf(error, form.values.teacher.education_segment_ids);
      form.setServerErrors(result.fieldErrors);
      toaster.create({ type: 'error', title: formatApiError(intl, result.message) });
      onFailure();
    } finally {
      setSending(false);
    }
  };

  return { send, sending, submitted };
}
