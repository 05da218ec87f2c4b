import * as v from 'valibot';
import { RECOMMENDATION_MESSAGE_IDS as M } from './messages';

/** Where a recommendation may come from (spec 3 §3: 'web'). */
export const RECOMMENDATION_SOURCES = ['web'] as const;
export type RecommendationSource = (typeof RECOMMENDATION_SOURCES)[number];

/** Longest teacher name and e-mail address accepted. */
export const RECOMMENDATION_LIMITS = { name: 200, email: 254 } as const;

/** A trimmed text: a missing key or null reads as '', another type issues `message`. */
const trimmed = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
  );

/**
 * The teacher who recommended the olympiad (spec 3 §5): the name has at least 3 characters once
 * trimmed ('O nome precisa ter ao menos 3 caracteres'), the e-mail is a valid address ('O email deve
 * ser um endereço válido') and is kept lowercased; the source defaults to 'web'. The dialog and the
 * API validate with this one schema.
 */
export const teacherRecommendationSchema = v.object({
  teacher_name: v.pipe(
    trimmed(M.nameMinLength),
    v.minLength(3, M.nameMinLength),
    v.maxLength(RECOMMENDATION_LIMITS.name, M.nameMaxLength),
  ),
  teacher_email: v.pipe(
    trimmed(M.invalidEmail),
    v.toLowerCase(),
    v.email(M.invalidEmail),
    v.maxLength(RECOMMENDATION_LIMITS.email, M.invalidEmail),
  ),
  source: v.optional(v.picklist(RECOMMENDATION_SOURCES, M.invalidSource), 'web'),
});

export type TeacherRecommendationInput = v.InferInput<typeof teacherRecommendationSchema>;
export type TeacherRecommendation = v.InferOutput<typeof teacherRecommendationSchema>;
