import { downloadApiFile } from '../../../shared/exam/api/download';

/** The file name certificates are saved under (spec 2: certificado.pdf). */
export const CERTIFICATE_FILE_NAME = 'certificado.pdf';

const pdf = { accept: 'application/pdf' };

/** GET editions/{id}/certificate: the caller's certificate, with the auth headers, as a blob. */
export function fetchCertificate(editionId: string): Promise<Blob> {
  return downloadApiFile(`editions/${encodeURIComponent(editionId)}/certificate`, pdf);
}

/** GET editions/{id}/membership_certificate/{email}: a team member's certificate, as a blob. */
export function fetchMemberCertificate(editionId: string, email: string): Promise<Blob> {
  return downloadApiFile(
    `editions/${encodeURIComponent(editionId)}/membership_certificate/${encodeURIComponent(email.trim())}`,
    pdf,
  );
}
