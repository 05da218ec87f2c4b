export function systemChromium(env?: NodeJS.ProcessEnv, systemDirs?: string[]): string | undefined;
export function playwrightChromium(): Promise<string | undefined>;
export const NO_CHROMIUM_MESSAGE: string;
