import { useState } from 'preact/hooks';
import * as v from 'valibot';
import { resourceBody, supportMessageSchema, type ParcelCustomProps } from 'shared-contracts';
import { sendJson } from '../../api/json-api';
import { translator } from '../../i18n/messages';
import { TextField } from '../../components/fields';

/** The support message form (spec 1 §2, §5): subject and message, POST fractal-support. */
export function SupportForm({ apiFetch, locale, notify }: ParcelCustomProps) {
  const t = translator(locale);
  const [values, setValues] = useState({ subject: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const send = async () => {
    const result = v.safeParse(supportMessageSchema, values);
    if (!result.success) {
      const nested = v.flatten(result.issues).nested ?? {};
      setErrors(Object.fromEntries(Object.entries(nested).map(([k, m]) => [k, m?.[0] ?? ''])));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendJson(
        apiFetch,
        'POST',
        'fractal-support',
        resourceBody('fractal-support', { ...result.output }),
      );
      notify('success', t('supportSent'));
      setValues({ subject: '', message: '' });
    } catch {
      notify('error', t('registration.error.supportFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section class="p47-registration">
      <h1>{t('supportTitle')}</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <TextField
          name="subject"
          label={t('subject')}
          value={values.subject}
          error={errors.subject}
          t={t}
          onInput={(subject) => setValues({ ...values, subject })}
        />
        <div class="p47-field">
          <label for="p47-message">{t('message')}</label>
          <textarea
            id="p47-message"
            rows={8}
            value={values.message}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={errors.message ? 'p47-message-error' : undefined}
            onInput={(e) => setValues({ ...values, message: (e.target as HTMLTextAreaElement).value })}
          />
          {errors.message && (
            <p id="p47-message-error" class="p47-error" role="alert">
              {t(errors.message)}
            </p>
          )}
        </div>
        <div class="p47-actions">
          <button type="submit" class="p47-primary" disabled={sending}>
            {sending ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </section>
  );
}
