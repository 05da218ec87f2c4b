import type { Translate } from '../../i18n/messages';
import type { TeacherFormValues } from './values';

/** The confirmation step (spec 1 §2): what will be sent, then Cancelar / Confirmar. */
export function Summary(props: {
  values: TeacherFormValues;
  t: Translate;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { values, t } = props;
  const rows: [string, string][] = [
    [t('category'), t(`category_${values.category}`)],
    [t('birthday'), values.birthday],
    [t('gender'), values.gender ? t(values.gender) : ''],
    [t('phone'), values.phone],
    [t('cpf'), values.taxpayer_number],
    [t('country'), values.country],
    [t('directorsName'), values.directors_name],
    [t('age'), t(values.age)],
    [t('teachingTime'), t(values.teaching_time)],
    [t('workload'), t(values.monthly_workload)],
    [t('segments'), values.education_segment_ids.map((id) => t(`segment${id}`)).join(', ')],
    [t('obmepAward'), t(values.obmep_award === 'true' ? 'yes' : 'no')],
    [t('papmem'), t(values.papmem === 'true' ? 'yes' : 'no')],
  ];
  return (
    <section aria-labelledby="p47-summary">
      <h2 id="p47-summary">{t('summaryTitle')}</h2>
      <dl class="p47-summary">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div class="p47-actions">
        <button type="button" onClick={props.onCancel} disabled={props.sending}>
          {t('cancel')}
        </button>
        <button type="button" class="p47-primary" onClick={props.onConfirm} disabled={props.sending}>
          {props.sending ? t('sending') : t('confirm')}
        </button>
      </div>
    </section>
  );
}
