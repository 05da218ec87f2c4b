export declare const standInPorts: (port: number) => { smtp: number; mailbox: number; push: number };
export declare function startSmtpCatcher(smtpPort: number, httpPort: number): Promise<{ url: string }>;
export declare function startPushService(port: number): { origin: string };
