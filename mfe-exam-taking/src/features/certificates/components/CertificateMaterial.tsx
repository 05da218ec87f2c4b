import { answerKeyHref, isGroupEdition, type CertificateEdition } from '../edition-material';
import { AnswerKeyLink } from './AnswerKeyLink';
import { CertificateButton } from './CertificateButton';
import { MemberCertificateDialog } from './MemberCertificateDialog';

/**
 * The certificates part of the edition's Material (spec 3 §2.3): the certificate download once the
 * edition's certificate is available, the team member's certificate for group editions, and the
 * edition's answer-key link when it has one.
 */
export function CertificateMaterial({ edition }: { edition: CertificateEdition }) {
  const answerKey = answerKeyHref(edition);
  return (
    <>
      {edition.certificate_available && <CertificateButton editionId={edition.id} />}
      {edition.certificate_available && isGroupEdition(edition) && (
        <MemberCertificateDialog editionId={edition.id} />
      )}
      {answerKey && <AnswerKeyLink href={answerKey} />}
    </>
  );
}
