// What the e2e run's stand-ins for mail and push received (scripts/stand-ins.mjs, started by serve.mjs).
import { test } from '@playwright/test';
import { standInPorts } from '../../scripts/stand-ins.mjs';
import { serverPort } from '../../servers';

/** The stand-ins of the worker's server (servers.ts). */
const ports = () => standInPorts(serverPort(test.info().parallelIndex));

export interface CaughtMail {
  to: string[];
  subject: string;
  raw: string;
}

/** Every mail the SMTP catcher received since the run started. */
export async function caughtMails(): Promise<CaughtMail[]> {
  const res = await fetch(`http://127.0.0.1:${ports().mailbox}/messages`);
  return (await res.json()) as CaughtMail[];
}

/** A device's push subscription made at the push service stand-in for the server's VAPID key. */
export async function pushDevice(
  applicationServerKey: string,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }> {
  const res = await fetch(`http://localhost:${ports().push}/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey }),
  });
  return ((await res.json()) as { data: never }).data;
}

/** The (decrypted) push messages the stand-in received for that device. */
export async function pushesReceived(clientHash: string): Promise<string[]> {
  const res = await fetch(`http://localhost:${ports().push}/get-notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientHash }),
  });
  return ((await res.json()) as { data: { messages: string[] } }).data.messages;
}
