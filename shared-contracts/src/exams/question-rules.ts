import {
  MAX_ALTERNATIVES,
  MIN_ALTERNATIVES,
  type QuestionKind,
  type StaffAlternative,
} from '../wire/exam-admin-wire';

/**
 * The question rules (spec 2 §5 "Question"), one function for the question drawer, the API's writes and
 * the importers. It returns the broken rules as keys; each side words them in the user's language
 * (QUESTION_RULE_MESSAGES holds the spec's pt-BR text).
 */
export type QuestionRule =
  | 'kindRequired'
  | 'statementRequired'
  | 'tooFewAlternatives'
  | 'tooManyAlternatives'
  | 'alternativeRequired'
  | 'noCorrectAlternative'
  | 'manyCorrectAlternatives'
  | 'alternativesNotAllowed';

export const QUESTION_RULE_MESSAGES: Record<QuestionRule, string> = {
  kindRequired: 'Campo Obrigatorio',
  statementRequired: 'Campo Obrigatorio',
  tooFewAlternatives: 'A questao deve ter pelo menos uma alternativa',
  tooManyAlternatives: 'A questao deve ter no maximo 10 alternativas',
  alternativeRequired: 'Campo Obrigatorio',
  noCorrectAlternative: 'A questao deve ter ao menos uma alternativa correta',
  manyCorrectAlternatives: 'A questao deve ter apenas uma alternativa correta',
  alternativesNotAllowed: 'Questoes abertas nao tem alternativas',
};

export interface QuestionDraft {
  kind?: QuestionKind | '' | null;
  statement?: string | null;
  alternatives?: readonly Pick<StaffAlternative, 'description' | 'correct'>[] | null;
}

/** Text of rich-text HTML without tags or spaces: what tells an empty statement (`<p></p>`) apart. */
export const richTextIsBlank = (html: string | null | undefined): boolean =>
  !html ||
  html
    .replace(/<img\b[^>]*>/gi, 'img')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '') === '';

/** The rules a question breaks, with where (`alternatives.2` for the third alternative). */
export function questionRuleErrors(q: QuestionDraft): { rule: QuestionRule; path: string }[] {
  const errors: { rule: QuestionRule; path: string }[] = [];
  if (q.kind !== 'multiple_choice' && q.kind !== 'open_ended')
    errors.push({ rule: 'kindRequired', path: 'kind' });
  if (richTextIsBlank(q.statement)) errors.push({ rule: 'statementRequired', path: 'statement' });
  const alternatives = q.alternatives ?? [];
  if (q.kind === 'open_ended') {
    if (alternatives.length) errors.push({ rule: 'alternativesNotAllowed', path: 'alternatives' });
    return errors;
  }
  if (q.kind !== 'multiple_choice') return errors;
  if (alternatives.length < MIN_ALTERNATIVES)
    errors.push({ rule: 'tooFewAlternatives', path: 'alternatives' });
  if (alternatives.length > MAX_ALTERNATIVES)
    errors.push({ rule: 'tooManyAlternatives', path: 'alternatives' });
  alternatives.forEach((a, i) => {
    if (richTextIsBlank(a.description))
      errors.push({ rule: 'alternativeRequired', path: `alternatives.${i}` });
  });
  const correct = alternatives.filter((a) => a.correct).length;
  if (alternatives.length && correct === 0)
    errors.push({ rule: 'noCorrectAlternative', path: 'alternatives' });
  if (correct > 1) errors.push({ rule: 'manyCorrectAlternatives', path: 'alternatives' });
  return errors;
}
