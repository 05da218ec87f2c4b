import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { registrationFailure, requestLocale } from '../registration/messages.js';
import {
  PostalCodeLookupFailed,
  PostalCodeNotFound,
  viaCepProvider,
  type PostalCodeProvider,
  type ProviderAddress,
} from './viacep-provider.js';
import * as v from 'valibot';
import { jsonSchemaOf, noQuery } from '../../http/route-schema.js';

const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX = 2000;

/** A small time-limited cache: postal codes rarely change and forms look the same code up repeatedly. */
function cached(provider: PostalCodeProvider): PostalCodeProvider {
  const cache = new Map<string, { at: number; value: ProviderAddress }>();
  return async (cep) => {
    const hit = cache.get(cep);
    if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
    const value = await provider(cep);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(cep, { at: Date.now(), value });
    return value;
  };
}

/**
 * GET /postal_codes/{cep} (spec 1 §7 "external postal-code lookup"): asks the configured provider
 * from the server (one place to configure, cache and time out) and adds our state and city ids.
 * 404 'CEP não encontrado'; 503 'Erro ao carregar dados por CEP…' when the provider fails or is off.
 */
export async function postalCodeRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const { providerUrl, timeoutMs } = config.postalCodes;
  const lookup = providerUrl ? cached(viaCepProvider(providerUrl, timeoutMs)) : undefined;

  app.get<{ Params: { cep: string } }>(
    '/postal_codes/:cep',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reference data'],
        summary: 'Address of a Brazilian postal code (8 digits): street, neighborhood, city, uf and our ids',
        params: jsonSchemaOf(v.object({ cep: v.pipe(v.string(), v.maxLength(20)) })),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const locale = requestLocale(req);
      const cep = req.params.cep.replace(/[.\s-]/g, '');
      if (!/^\d{8}$/.test(cep)) throw registrationFailure(422, 'zipcode', locale);
      if (!lookup) throw registrationFailure(503, 'cepLookupFailed', locale);
      let found: ProviderAddress;
      try {
        found = await lookup(cep);
      } catch (err) {
        if (err instanceof PostalCodeNotFound) throw registrationFailure(404, 'cepNotFound', locale);
        if (err instanceof PostalCodeLookupFailed) {
          req.log.warn({ err: err.message }, 'postal-code lookup failed');
          throw registrationFailure(503, 'cepLookupFailed', locale);
        }
        throw err;
      }
      const state = await db.selectFrom('states').select('id').where('uf', '=', found.uf).executeTakeFirst();
      const city =
        found.ibge === null
          ? undefined
          : await db
              .selectFrom('cities')
              .select(['id', 'state_id'])
              .where('id', '=', found.ibge)
              .executeTakeFirst();
      return toDocument({
        type: 'postal_codes',
        id: cep,
        attributes: {
          zipcode: cep,
          street: found.street,
          neighborhood: found.neighborhood,
          city: found.city,
          uf: found.uf,
          state_id: state ? Number(state.id) : null,
          city_id: city ? Number(city.id) : null,
        },
      });
    },
  );
}
