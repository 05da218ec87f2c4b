/** An address found for a CEP, as the provider gives it. */
export interface ProviderAddress {
  zipcode: string;
  street: string;
  neighborhood: string;
  city: string;
  uf: string;
  /** IBGE municipality code (our city ids are IBGE codes), when the provider gives it. */
  ibge: number | null;
}

export class PostalCodeNotFound extends Error {}
export class PostalCodeLookupFailed extends Error {}

export type PostalCodeProvider = (cep: string) => Promise<ProviderAddress>;

interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
  erro?: boolean | string;
}

/**
 * The real adapter: an HTTP JSON service in ViaCEP's format (`{cep, logradouro, bairro, localidade,
 * uf, ibge}`, or `{erro: true}` for an unknown code). `urlTemplate` holds `{cep}`.
 */
export function viaCepProvider(urlTemplate: string, timeoutMs: number): PostalCodeProvider {
  return async (cep) => {
    let response: Response;
    try {
      response = await fetch(urlTemplate.replace('{cep}', cep), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PostalCodeLookupFailed(`postal-code provider unreachable: ${(err as Error).message}`);
    }
    if (response.status === 404) throw new PostalCodeNotFound(cep);
    if (!response.ok) throw new PostalCodeLookupFailed(`postal-code provider answered ${response.status}`);
    let body: ViaCepAnswer;
    try {
      body = (await response.json()) as ViaCepAnswer;
    } catch {
      throw new PostalCodeLookupFailed('postal-code provider answered something other than JSON');
    }
    if (!body || typeof body !== 'object') throw new PostalCodeLookupFailed('unexpected provider answer');
    if (body.erro === true || body.erro === 'true') throw new PostalCodeNotFound(cep);
    if (typeof body.localidade !== 'string' || typeof body.uf !== 'string')
      throw new PostalCodeLookupFailed('provider answer lacks city or state');
    const ibge = /^\d{7}$/.test(body.ibge ?? '') ? Number(body.ibge) : null;
    return {
      zipcode: cep,
      street: body.logradouro ?? '',
      neighborhood: body.bairro ?? '',
      city: body.localidade,
      uf: body.uf.toUpperCase(),
      ibge,
    };
  };
}
