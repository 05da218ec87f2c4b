/** Certificates and edition material, as the edition page shows them. */
export { CertificateMaterial } from './components/CertificateMaterial';
export { hasCertificateMaterial } from './edition-material';
