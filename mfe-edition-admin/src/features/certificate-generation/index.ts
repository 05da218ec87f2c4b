export { CertificatePanel } from './components/CertificatePanel';
