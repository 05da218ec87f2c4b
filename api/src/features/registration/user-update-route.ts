import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { currentUser, loadUserWithProfiles } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError, errorObject, forbidden } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import {
  genderForPayload,
  onlyDigits,
  REGISTRATION_MESSAGE_IDS as M,
  studentRegistrationSchema,
  type Gender,
} from '../../shared-rules.js';
import { parseId } from '../users/routes.js';
import { userResource } from '../users/resource.js';
import { issuePath } from '../../jsonapi/localized-error.js';
import { issuesToErrors, registrationFailure, requestLocale } from './messages.js';
import { dmyToIso, userPartInput } from './student-input.js';
import { controlCharacterError, controlCharacterPointers } from '../../http/text-input.js';
import { idParams, jsonApiBody, jsonSchemaOf, optText, record } from '../../http/route-schema.js';

const EDITABLE = ['taxpayer_number', 'phone', 'birthday', 'gender', 'additional_data'] as const;
const USER_PATHS =
  /^(birthday|gender|taxpayer_number|phone|mother_name|country|citizen_id_type|citizen_id_number|document_number|address(\..*)?)$/;
/** Requiredness depends on the edition and category: POST/PUT students checks it, not this update. */
const CONTEXT_MESSAGES = new Set<string>([M.required, M.selectOne, M.acceptTerms]);
const ADDITIONAL_DATA_MAX_BYTES = 20_000;

function userPointer(path: string): string {
  if (['birthday', 'gender', 'taxpayer_number', 'phone'].includes(path)) return `/data/attributes/${path}`;
  const key = path === 'document_number' ? 'ci' : path;
  return `/data/attributes/additional_data/${key.split('.').join('/')}`;
}

/**
 * PATCH users/{id} (spec 1 §7, the registration's user part): a user changes only themselves. Formats
 * are checked with the student schema (CPF check digits, date, phone characters, address fields…); a CPF
 * used by another user answers the taxpayer_number error 'CPF já está em uso'.
 */
export async function userUpdateRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.patch<{ Params: { id: string } }>(
    '/users/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['users'],
        summary:
          'Updates yourself: {data:{type:"users", id, attributes:{taxpayer_number, phone, birthday (DD/MM/YYYY), gender, additional_data}}}',
        params: jsonSchemaOf(idParams('id')),
        body: jsonSchemaOf(
          jsonApiBody({
            taxpayer_number: optText,
            phone: optText,
            birthday: optText,
            gender: optText,
            additional_data: v.optional(v.nullable(record({}))),
          }),
        ),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const id = parseId(req.params.id, 'User');
      if (id !== me.id) throw forbidden();
      const { id: bodyId, attributes } = readResourceBody(req.body, ['users']);
      if (bodyId !== undefined && bodyId !== String(id))
        throw new ApiError(409, 'data.id differs from the URL', { pointer: '/data/id' });
      const unknown = Object.keys(attributes).filter((k) => !(EDITABLE as readonly string[]).includes(k));
      if (unknown.length)
        throw new ApiError(
          422,
          unknown.map((k) =>
            errorObject(422, `${k} cannot be changed here`, { pointer: `/data/attributes/${k}` }),
          ),
        );
      const extra = attributes.additional_data;
      if (extra !== undefined && (extra === null || typeof extra !== 'object' || Array.isArray(extra)))
        throw registrationFailure(422, 'invalidValue', locale, '/data/attributes/additional_data');
      if (extra !== undefined && JSON.stringify(extra).length > ADDITIONAL_DATA_MAX_BYTES)
        throw registrationFailure(422, 'invalidValue', locale, '/data/attributes/additional_data');
      // Every text sent (mother's name, address…) is stored as plain text: no control characters.
      const controlled = controlCharacterPointers(attributes, '/data/attributes');
      if (controlled.length)
        throw new ApiError(
          422,
          controlled.map((pointer) => controlCharacterError(locale, pointer)),
        );

      const merged = {
        taxpayer_number: me.user.taxpayer_number,
        phone: me.user.phone,
        birthday: me.user.birthday,
        gender: me.user.gender,
        additional_data: me.user.additional_data ?? {},
        ...(attributes as Partial<Record<(typeof EDITABLE)[number], never>>),
      };
      const input = userPartInput(merged);
      // 'other' is sent as null (spec 1 §3): a null gender reads as 'other' here.
      input.gender = (typeof merged.gender === 'string' ? merged.gender : null) ?? 'other';
      const schema = studentRegistrationSchema({
        projectId: config.projectId,
        editionId: 0,
        countryId: null,
        isParaguayEdition: false,
        category: null,
        homeschooling: false,
      });
      const result = v.safeParse(schema, input);
      const issues = (result.issues ?? []).filter(
        (issue) => USER_PATHS.test(issuePath(issue)) && !CONTEXT_MESSAGES.has(issue.message),
      );
      if (issues.length) throw new ApiError(422, issuesToErrors(issues, locale, userPointer));
      // Formats are valid here (context-only issues may remain): store the normalised values.
      const values = {
        taxpayer_number: onlyDigits(String(input.taxpayer_number ?? '')) || null,
        phone: onlyDigits(String(input.phone ?? '')) || null,
        birthday: dmyToIso(String(input.birthday ?? '').trim()),
        gender: genderForPayload(input.gender as Gender | null),
        additional_data: JSON.stringify(merged.additional_data ?? {}),
        updated_at: new Date(),
      };
      if (values.taxpayer_number) {
        const other = await db
          .selectFrom('users')
          .select('id')
          .where('taxpayer_number', '=', values.taxpayer_number)
          .where('id', '!=', id)
          .executeTakeFirst();
        if (other) throw registrationFailure(422, 'cpfInUse', locale, '/data/attributes/taxpayer_number');
      }
      try {
        await db.updateTable('users').set(values).where('id', '=', id).execute();
      } catch (err) {
        if (isUniqueViolation(err))
          throw registrationFailure(422, 'cpfInUse', locale, '/data/attributes/taxpayer_number');
        throw err;
      }
      const loaded = await loadUserWithProfiles(db, id);
      return toDocument(userResource(loaded!.user, loaded!.profiles), { include: ['profiles'] });
    },
  );
}
