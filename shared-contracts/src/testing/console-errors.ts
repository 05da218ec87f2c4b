/**
 * Declares a console.error the current test provokes on purpose (a failing request whose error the code
 * logs, say). Every other console.error fails the test (tooling/jest/setup.cjs). Reset before each test.
 */
export function allowConsoleError(pattern: RegExp): void {
  const registry = globalThis as { __allowedConsoleErrors?: RegExp[] };
  (registry.__allowedConsoleErrors ??= []).push(pattern);
}
