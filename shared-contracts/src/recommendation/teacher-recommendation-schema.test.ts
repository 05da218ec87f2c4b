import * as v from 'valibot';
import { SHARED_MESSAGES } from '../i18n/shared-messages';
import { messageCatalogProblems, messagesOf } from '../testing/message-catalog';
import { RECOMMENDATION_MESSAGE_IDS as M, recommendationMessage } from './messages';
import { teacherRecommendationSchema } from './teacher-recommendation-schema';

const issues = (input: unknown): Record<string, [string, ...string[]] | undefined> => {
  const result = v.safeParse(teacherRecommendationSchema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('teacherRecommendationSchema', () => {
  it('accepts a name of 3 characters and a valid e-mail, trimmed and lowercased, source web', () => {
    expect(
      v.parse(teacherRecommendationSchema, {
        teacher_name: '  Ana  ',
        teacher_email: ' Ana.Souza@Escola.EDU.br ',
      }),
    ).toEqual({ teacher_name: 'Ana', teacher_email: 'ana.souza@escola.edu.br', source: 'web' });
  });

  it('asks for at least 3 characters in the name, spaces not counted', () => {
    expect(issues({ teacher_name: ' Al ', teacher_email: 'a@b.co' }).teacher_name?.[0]).toBe(M.nameMinLength);
    expect(issues({ teacher_email: 'a@b.co' }).teacher_name?.[0]).toBe(M.nameMinLength);
    expect(issues({ teacher_name: 42, teacher_email: 'a@b.co' }).teacher_name?.[0]).toBe(M.nameMinLength);
    expect(issues({ teacher_name: 'x'.repeat(201), teacher_email: 'a@b.co' }).teacher_name?.[0]).toBe(
      M.nameMaxLength,
    );
  });

  it('asks for a valid e-mail', () => {
    for (const email of ['', 'ana', 'ana@', 'ana@escola', 'ana escola@x.com', null])
      expect(issues({ teacher_name: 'Ana', teacher_email: email }).teacher_email?.[0]).toBe(M.invalidEmail);
  });

  it('accepts only the web source', () => {
    expect(issues({ teacher_name: 'Ana', teacher_email: 'a@b.co', source: 'fax' }).source?.[0]).toBe(
      M.invalidSource,
    );
  });
});

describe('recommendation messages', () => {
  it('has every message in all three locales, namespaced', () =>
    expect(messageCatalogProblems(messagesOf(SHARED_MESSAGES, Object.values(M)), ['recommendation'])).toEqual(
      [],
    ));

  it("uses the spec's Portuguese texts and translates them", () => {
    expect(recommendationMessage(M.nameMinLength)).toBe('O nome precisa ter ao menos 3 caracteres');
    expect(recommendationMessage(M.invalidEmail, 'pt-BR')).toBe('O email deve ser um endereço válido');
    expect(recommendationMessage(M.invalidEmail, 'es')).toBe(
      'El correo electrónico debe ser una dirección válida',
    );
    expect(recommendationMessage(M.nameMinLength, 'pt-PT')).toBe('O nome tem de ter pelo menos 3 caracteres');
    expect(recommendationMessage(M.exists, 'fr')).toBe('Já existe uma indicação para esta participação.');
    expect(recommendationMessage('other.id', 'es')).toBe('other.id');
  });
});
