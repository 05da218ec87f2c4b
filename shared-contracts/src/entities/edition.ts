import type { User } from './user';

export type PhaseCategory = 'regular' | 'opened' | 'opmbr' | 'pre_project' | 'in_group' | 'final_project';

export interface Phase {
  id: string;
  phase: number;
  categories: PhaseCategory[];
  additional_data?: { member_limit?: number } | null;
}

export interface Country {
  id: string;
  name: string;
  locale?: string;
  address_country_id: number;
}

export interface TimeZone {
  id: string;
  name: string;
  offset?: string;
  country_id?: number;
}

export interface Inscription {
  id: string;
  category: string;
  registrable_type?: string;
}

export interface Edition {
  id: string;
  description: string;
  year: number;
  start_registration: string;
  end_registration: string;
  results_due: string | null;
  start_date: string | null;
  active: boolean;
  time_zone: string | null;
  logo_url?: { url: string | null } | null;
  certificate_available?: boolean;
  certificate_available_at?: string | null;
  coordinators_emails?: string[];
  coordinators?: Pick<User, 'id' | 'name' | 'fractal_id' | 'email' | 'username'>[];
  countries?: Country[];
  phases?: Phase[];
  inscriptions?: Inscription[];
}

/** Registration is open when now lies between start_registration and end_registration. */
export function registrationState(
  edition: Pick<Edition, 'start_registration' | 'end_registration'>,
  now: Date = new Date(),
): 'before' | 'open' | 'closed' {
  const start = new Date(edition.start_registration).getTime();
  const end = new Date(edition.end_registration).getTime();
  const t = now.getTime();
  if (t < start) return 'before';
  if (t > end) return 'closed';
  return 'open';
}
