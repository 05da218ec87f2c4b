/** The AI olympiad, whose footer shows the organisers and whose menu has no profile or support links. */
export const AI_OLYMPIAD_PROJECT_ID = 36;

/** The footer (the project's logos and links, see project-footer.ts): not on exam-solving or answer-key routes. */
export function showsFooterOn(pathname: string): boolean {
  return !/resolver|gabarito/.test(pathname);
}

/** Edit-profile menu link: needs a profile URL; hidden for project 36 and on the resolver route. */
export function showsEditProfile(
  projectId: number,
  pathname: string,
  profileUrl: string | undefined,
): boolean {
  return Boolean(profileUrl) && projectId !== AI_OLYMPIAD_PROJECT_ID && !pathname.includes('resolver');
}

/** Support menu link (to /suporte): hidden for project 36 (spec 1 §2). */
export function showsSupport(projectId: number): boolean {
  return projectId !== AI_OLYMPIAD_PROJECT_ID;
}
