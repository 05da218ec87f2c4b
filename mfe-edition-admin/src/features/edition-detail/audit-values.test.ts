import { createIntl } from 'react-intl';
import { AUDIT_FIELDS, type AuditField } from 'shared-contracts';
import { messages } from '../../i18n';
import ptBR from '../../../lang/pt-BR.json';
import { auditFieldLabel, auditFieldMessage, auditValueText } from './audit-values';

const LOCALES = ['pt-BR', 'es', 'pt-PT'] as const;
const intlFor = (locale: (typeof LOCALES)[number], errors: unknown[] = []) =>
  createIntl({
    locale,
    defaultLocale: 'pt-BR',
    messages: locale === 'pt-BR' ? ptBR : messages[locale],
    onError: (e) => errors.push(e),
  });

// Every field the API can record: shared-contracts' AUDIT_FIELDS is the list the API's recordAudit is typed
// with (a field it does not list does not compile), and one example of each numbered field.
const FIELDS: AuditField[] = [
  ...(Object.keys(AUDIT_FIELDS) as AuditField[]),
  'achievement_templates.3',
  'question_12.round_2',
  'question_12.round_final',
];

describe('The log of changes names every field the API can record', () => {
  it.each(LOCALES)('by a label of its own in %s, never the raw key', (locale) => {
    const errors: unknown[] = [];
    const intl = intlFor(locale, errors);
    const unlabelled = FIELDS.filter((field) => {
      const label = auditFieldLabel(field, intl);
      return !auditFieldMessage(field) || !label.trim() || label === field;
    });
    expect(unlabelled).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('names a mark by question and round, a template by its achievement', () => {
    const intl = intlFor('pt-PT');
    expect(auditFieldLabel('question_12.round_2', intl)).toBe('Nota da questão n.º 12 (correção 2)');
    expect(auditFieldLabel('question_12.round_final', intl)).toBe('Nota da questão n.º 12 (nota final)');
    expect(auditFieldLabel('achievement_templates.3', intl)).toBe('Modelo da conquista 3');
  });

  it('humanises a field it does not know yet', () => {
    expect(auditFieldLabel('marking_rounds.extra', intlFor('pt-PT'))).toBe('Marking rounds extra');
  });

  it('shows every value kind readably: no JSON, no ISO instant, no enumerated raw value', () => {
    const ctx = { intl: intlFor('pt-PT'), zone: 'Europe/Lisbon', countries: new Map([['1', 'Portugal']]) };
    const shown = (field: string, value: unknown) => auditValueText(field, value, ctx);
    expect(shown('end_date', '2027-01-07T18:00:00.000Z')).toBe('07/01/2027 18:00');
    expect(shown('ranking_available_at', null)).toBe('Nenhum');
    expect(shown('status', 'rejected')).toBe('Rejeitado');
    expect(shown('status', 'cancelled')).toBe('Anulada');
    expect(shown('kind', 'multiple_choice')).toBe('Escolha múltipla');
    expect(shown('cancelled_question_policy', 'drop')).toBe('É descartada: a nota é calculada sem ela');
    expect(shown('group', 'ranked_participants')).toBe('Classificados');
    expect(shown('destination', 'push')).toBe('App');
    expect(shown('style', 'numeric')).toBe('Numérico (1, 2, 3…)');
    expect(shown('double_marking', true)).toBe('Sim');
    expect(shown('country_ids', ['1', '9'])).toBe('Portugal, n.º 9');
    expect(shown('phase', 2)).toBe('Fase 2');
    expect(shown('achievements', [{ name: 'Ouro', min_score: 8, max_score: 10 }])).toBe('Ouro (8–10)');
    expect(shown('videos', [{ description: 'Abertura', url: 'https://v.example/1' }])).toBe('Abertura');
    expect(shown('cover_url', 'https://files.example/covers/capa.png')).toBe('capa.png');
    expect(shown('statement', '<p>Quanto é <b>2 + 2</b>?</p>')).toBe('Quanto é 2 + 2?');
    expect(shown('alternatives', [{ id: 'a', description: '<p>Quatro</p>' }])).toBe('Quatro');
    expect(shown('resolution', { comment: '<p>Soma simples.</p>', multiple_choice: ['a'] })).toBe(
      'Soma simples.',
    );
    expect(shown('imported', 12)).toBe('12 notas');
    expect(shown('imported', { format: 'json', question_ids: [4, 5] })).toBe('2 questões');
    expect(shown('corrector_ids', [3, 4, 5])).toBe('3 corretores');
    expect(shown('certificate_job', 42)).toBe('n.º 42');
    expect(shown('marking_threshold', 1.5)).toBe('1,5');
  });
});
