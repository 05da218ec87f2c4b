import { createContext, useContext } from 'react';
import { examSession, type ExamSession } from '.';

const ExamSessionContext = createContext<ExamSession>(examSession);

/** Gives the exam screens another session than the remote's one (tests). */
export const ExamSessionProvider = ExamSessionContext.Provider;

/** The exam session the screens use: the remote's `examSession` unless a provider says otherwise. */
export const useExamSession = (): ExamSession => useContext(ExamSessionContext);
