import { useEffect, useRef, useState } from 'preact/hooks';
import type { ParcelCustomProps, UserAdditionalData } from 'shared-contracts';
import { ApiFailure } from '../../api/json-api';
import { translator } from '../../i18n/messages';
import {
  fetchEdition,
  fetchInscription,
  fetchUser,
  submitTeacherRegistration,
  type TeacherEdition,
} from './api';
import { Summary } from './Summary';
import { TeacherForm } from './TeacherForm';
import { validateTeacher, type FieldErrors, type TeacherSetting } from './validate';
import { prefilledValues, type TeacherFormValues } from './values';

export const AFTER_REGISTRATION_PATH = '/edicoes/ativas';

type Loaded = {
  edition: TeacherEdition;
  setting: TeacherSetting;
  categories: string[];
  additionalData: UserAdditionalData | null;
  registered: boolean;
};

type Step = 'form' | 'summary' | 'sending';

const dateText = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** The registration window of spec 1 §2: not open yet, open, or closed. */
function windowOf(edition: TeacherEdition, now = Date.now()): 'notOpen' | 'open' | 'closed' {
  if (now < Date.parse(edition.start_registration)) return 'notOpen';
  if (now > Date.parse(edition.end_registration)) return 'closed';
  return 'open';
}

export function TeacherRegistration(props: ParcelCustomProps & { editionId: string }) {
  const { apiFetch, editionId, userId, navigate, notify } = props;
  const t = translator(props.locale);
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [values, setValues] = useState<TeacherFormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<Step>('form');
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setLoaded('loading');
    Promise.all([
      fetchEdition(apiFetch, editionId),
      userId ? fetchUser(apiFetch, userId) : Promise.resolve(null),
      fetchInscription(apiFetch, editionId),
    ]).then(
      ([edition, user, inscription]) => {
        if (!live) return;
        const categories = [...new Set((edition.phases ?? []).flatMap((p) => p.categories ?? []))];
        const countryIds = (edition.countries ?? []).map((c) => Number(c.address_country_id ?? c.id));
        setLoaded({
          edition,
          categories,
          setting: { editionId: Number(edition.id), countryIds: countryIds.length ? countryIds : [1] },
          additionalData: (user?.additional_data as UserAdditionalData | null | undefined) ?? null,
          registered: inscription !== null,
        });
        setValues(prefilledValues(user ?? {}, categories.length === 1 ? (categories[0] ?? '') : ''));
      },
      (error: unknown) => {
        console.error('[sibling-47-registration] loading the edition failed', error);
        if (live) setLoaded('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [apiFetch, editionId, userId]);

  useEffect(() => heading.current?.focus(), [step]);

  if (loaded === 'loading' || (loaded !== 'failed' && !values)) return <p role="status">{t('loading')}</p>;
  const title = (
    <h1 ref={heading} tabIndex={-1}>
      {t('title')}
      {loaded !== 'failed' && ` — ${loaded.edition.description}`}
    </h1>
  );
  const back = (
    <a
      href={AFTER_REGISTRATION_PATH}
      onClick={(e) => (e.preventDefault(), navigate(AFTER_REGISTRATION_PATH))}
    >
      {t('backToEditions')}
    </a>
  );
  if (loaded === 'failed')
    return (
      <section>
        {title}
        <p role="alert">{t('loadFailed')}</p>
        {back}
      </section>
    );
  const window = windowOf(loaded.edition);
  const blocked =
    window === 'closed'
      ? t('closed')
      : window === 'notOpen'
        ? t('notOpen', { date: dateText(loaded.edition.start_registration) })
        : loaded.registered
          ? t('alreadyRegistered')
          : null;
  if (blocked || !values)
    return (
      <section>
        {title}
        <p>{blocked}</p>
        {back}
      </section>
    );

  const review = () => {
    const result = validateTeacher(values, loaded.setting);
    if (!result.ok) {
      setErrors(result.errors);
      setFailure(t('fixErrors'));
      return;
    }
    setErrors({});
    setFailure(null);
    setStep('summary');
  };

  const confirm = async () => {
    const result = validateTeacher(values, loaded.setting);
    if (!result.ok || !userId) return;
    setStep('sending');
    try {
      await submitTeacherRegistration(apiFetch, editionId, result.payload(userId, loaded.additionalData));
      notify('success', t('success'));
      navigate(AFTER_REGISTRATION_PATH);
    } catch (error) {
      const message =
        error instanceof ApiFailure && error.status === 422 && error.errors[0]?.detail
          ? error.errors[0].detail
          : t('registration.error.registrationFailed');
      setFailure(message);
      notify('error', message);
      setStep('form');
    }
  };

  return (
    <section class="p47-registration">
      {title}
      {failure && (
        <p class="p47-error" role="alert">
          {failure}
        </p>
      )}
      {step === 'form' ? (
        <TeacherForm
          values={values}
          errors={errors}
          categories={loaded.categories}
          countryId={loaded.setting.countryIds[0] ?? 1}
          apiFetch={apiFetch}
          t={t}
          onChange={(patch) => setValues({ ...values, ...patch })}
          onReview={review}
          onCancel={() => navigate(AFTER_REGISTRATION_PATH)}
        />
      ) : (
        <Summary
          values={values}
          t={t}
          sending={step === 'sending'}
          onCancel={() => setStep('form')}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}
