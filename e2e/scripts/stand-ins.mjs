// Stand-ins for the services outside the system that the e2e run needs, started by serve.mjs next to the
// API: an SMTP server that catches every mail (and lists them over HTTP for the tests), and a Web Push
// service (web-push-testing, the push services' protocol on localhost). Their packages come from the
// api package's dev dependencies.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));

/** The ports of the stand-ins for an e2e run on `port` (the tests compute the same). */
export const standInPorts = (port) => ({ smtp: port + 11, mailbox: port + 12, push: port + 13 });

/**
 * An SMTP server on `smtpPort` that accepts every mail, and an HTTP server on `httpPort`:
 * GET /messages → [{ to: string[], subject, raw }] of everything received since the start.
 */
export async function startSmtpCatcher(smtpPort, httpPort) {
  const { SMTPServer } = requireFromApi('smtp-server');
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, raw });
        callback();
      });
    },
  });
  smtp.on('error', () => {}); // a client resetting its connection is not the catcher's failure
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const view = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url === '/messages' ? messages : []));
  });
  await new Promise((resolve) => view.listen(httpPort, '127.0.0.1', resolve));
  smtp.server.unref();
  view.unref();
  return { url: `smtp://127.0.0.1:${smtpPort}` };
}

/** web-push-testing on `port`: POST /subscribe, the push endpoints, POST /get-notifications. */
export function startPushService(port) {
  const Server = requireFromApi('web-push-testing/src/server.js');
  const { PushApiModel: Model } = requireFromApi('web-push-testing/src/PushApiModel.js');
  const server = new Server(new Model(), port);
  server.startServer();
  server._server?.unref?.();
  return { origin: `http://localhost:${port}` };
}
