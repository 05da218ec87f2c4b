import { getOne } from 'shared-contracts/client';

/** What the public verification answers of a certificate: no personal data beyond the name. */
export interface VerifiedCertificate {
  id: string;
  name: string;
  edition: string;
  achievement: string | null;
  generated_at: string;
}

/** GET certificates/{code}: the certificate, or a 404 when no certificate has that code. */
export const verifyCertificate = (code: string, options: { signal?: AbortSignal } = {}) =>
  getOne<VerifiedCertificate>(`certificates/${encodeURIComponent(code)}`, undefined, {
    signal: options.signal,
  });
