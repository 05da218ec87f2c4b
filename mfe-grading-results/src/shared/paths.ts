const seg = encodeURIComponent;

/** The participant view of the edition's exam list ("Voltar" of the participants list). */
export const examsParticipantsPath = (editionId: string) =>
  `/edicoes/${seg(editionId)}/provas?modo=participantes`;

/** The participants list of an exam. */
export const participantsPath = (editionId: string, testId: string) =>
  `/edicoes/${seg(editionId)}/provas/${seg(testId)}/participantes`;

/** A participant's screen: the exam with its key, the correction or the files. */
export const participantPath = (
  editionId: string,
  testId: string,
  userId: string,
  screen: 'prova' | 'correcao' | 'arquivos',
) => `${participantsPath(editionId, testId)}/${seg(userId)}/${screen}`;
