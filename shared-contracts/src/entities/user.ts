export type Role = 'admin' | 'coordinator' | 'student' | 'educator';

export interface Profile {
  id: string;
  role: Role;
  edition_id: number | null;
}

export interface UserAddress {
  zipcode?: string;
  street?: string;
  number?: string;
  neighborhood?: string;
  complement?: string;
}

export interface UserAdditionalData {
  mother_name?: string;
  address?: UserAddress;
  country?: string;
  citizen_id_type?: 'citizen_card' | 'passport';
  citizen_id_number?: string;
  special_time?: number;
  accepted_terms?: boolean;
  team?: { name?: string; members?: unknown[] };
  ci?: string;
}

export interface User {
  id: string;
  name: string;
  fractal_id: string;
  email: string | null;
  username?: string | null;
  provider?: string | null;
  userPhoto?: string | null;
  taxpayer_number?: string | null;
  phone?: string | null;
  birthday?: string | null;
  gender?: 'male' | 'female' | 'other' | null;
  additional_data?: UserAdditionalData | null;
  profiles: Profile[];
}
