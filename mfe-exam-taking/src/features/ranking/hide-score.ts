/**
 * Projects whose ranking card does not show the participant's score (spec 3 §2.7: "the score, hidden
 * for one specific tenant"). The specification does not name the tenant; the teachers' olympiad
 * (project 47, deploy/projects/47.json) is listed here. Add or remove project ids to change it: the
 * card reads the active project with useProjectId.
 */
export const HIDE_RANKING_SCORE_PROJECTS: readonly number[] = [47];

export const showsRankingScore = (projectId: number): boolean =>
  !HIDE_RANKING_SCORE_PROJECTS.includes(projectId);
