import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EditionsTable, MembershipRole } from '../../db/schema.js';

export type CertificateEdition = Selectable<EditionsTable>;

/** A member of a team, as a membership certificate names them. */
export interface TeamMember {
  name: string;
  role: MembershipRole;
  team: string;
  /** The listed user behind the membership (their score decides the achievement). */
  userId: number | null;
}

/**
 * The member of one of the caller's teams in the edition whose e-mail is `email` (the membership's
 * own e-mail or its user's, case-insensitive); the caller's own e-mail names the caller's membership.
 * Undefined when the caller is in no team of the edition or no member of their teams has that e-mail.
 */
export async function findTeamMember(
  db: Kysely<Database>,
  editionId: number,
  callerId: number,
  email: string,
): Promise<TeamMember | undefined> {
  const wanted = email.trim().toLowerCase();
  const callerTeams = db
    .selectFrom('memberships as mine')
    .innerJoin('teams as t', 't.id', 'mine.team_id')
    .select('mine.team_id')
    .where('t.edition_id', '=', editionId)
    .where('mine.user_id', '=', callerId);
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('teams as t', 't.id', 'm.team_id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.name', 'm.role', 'm.user_id', 'u.name as user_name', 't.name as team_name'])
    .where('m.team_id', 'in', callerTeams)
    .where((eb) =>
      eb.or([eb(sql`lower(trim(m.email))`, '=', wanted), eb(sql`lower(trim(u.email))`, '=', wanted)]),
    )
    // The caller's own membership first when their e-mail is asked for; then the oldest.
    .orderBy(sql`case when m.user_id = ${callerId} then 0 else 1 end`)
    .orderBy('m.id')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name.trim() || row.user_name || '',
    role: row.role,
    team: row.team_name,
    userId: row.user_id,
  };
}
