/**
 * Locally persisted state is limited to authentication, in-progress exams and language
 * (spec 1 §4), plus the dismissal of the mobile-app pop-up, which must not come back on every visit. Everything else lives in memory and is cleared by resetAppState.
 */
export const PERSISTED_KEYS = {
  auth: 'olympiad:auth',
  exams: 'olympiad:exams-in-progress',
  language: 'olympiad:language',
  /** The mobile-app pop-up was dismissed in this browser: it is not shown again (issue 11). */
  mobileAppDismissed: 'olympiad:mobile-app-dismissed',
} as const;
