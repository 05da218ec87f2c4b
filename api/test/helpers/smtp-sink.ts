import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: string;
  /** When the message was accepted (Date.now()). */
  at: number;
}

export interface SinkOptions {
  /** Each message is accepted only after this long (a slow provider). */
  delayMs?: number;
  /** Recipients the server refuses (550), as a provider refuses an unknown mailbox. */
  rejects?: (address: string) => boolean;
}

export interface SmtpSink {
  url: string;
  received: Received[];
  /** The most connections that were open at once. */
  maxOpen(): number;
  close(): Promise<void>;
}

/** A real SMTP server on a free port, collecting what it is sent (the mail service is outside the system). */
export async function smtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const received: Received[] = [];
  let open = 0;
  let maxOpen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onRcptTo(address, _session, callback) {
      if (options.rejects?.(address.address)) {
        const error = Object.assign(new Error(`mailbox ${address.address} unavailable`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A client that dies mid-conversation (a killed API process) resets its connection: that is the client's
  // failure, not the server's, and must not surface as an uncaught error in the test.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    maxOpen: () => maxOpen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (polling every 50 ms), or fails after `ms`. */
export const waitFor = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

export interface MimePart {
  headers: Record<string, string>;
  /** The body decoded (base64 or as is). */
  body: Buffer;
}

/**
 * The leaf parts of a MIME message (multipart bodies split by their boundaries, nested ones too), each
 * with its headers (names lowercased, folded lines joined) and its decoded body.
 */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary && /^multipart\//i.test(headers['content-type'] ?? ''))
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  const decoded = /base64/i.test(headers['content-transfer-encoding'] ?? '')
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
    : Buffer.from(body, 'utf8');
  return [{ headers, body: decoded }];
}
