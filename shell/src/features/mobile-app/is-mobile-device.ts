const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** A phone or tablet: a mobile user agent, or a narrow screen with touch input. */
export function isMobileDevice(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> | undefined = globalThis.navigator,
  win: Pick<Window, 'matchMedia'> | undefined = globalThis.window,
): boolean {
  if (!nav) return false;
  if (MOBILE_UA.test(nav.userAgent)) return true;
  const narrow = win?.matchMedia?.('(max-width: 768px)').matches ?? false;
  return narrow && (nav.maxTouchPoints ?? 0) > 0;
}
