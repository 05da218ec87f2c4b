import obiaLogo from '../../assets/logo-obia.svg';
import mecLogo from '../../assets/logo-mec.svg';
import sbcLogo from '../../assets/logo-sbc.svg';

/** Organisers shown in the footer of project 36. */
export const ORGANIZERS = [
  { name: 'Olimpíada Brasileira de Inteligência Artificial', logo: obiaLogo },
  { name: 'Sociedade Brasileira de Computação', logo: sbcLogo },
  { name: 'Ministério da Educação', logo: mecLogo },
] as const;
