import nodemailer from 'nodemailer';

/**
 * Sends `n` small mails straight through a pooled nodemailer transport (no database, no outbox): what the
 * SMTP server and the network give at most, the baseline the outbox's delivery rate is compared with.
 * Returns the seconds it took.
 */
export async function blastMail(smtpUrl: string, n: number, connections = 5): Promise<number> {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: connections });
  const t = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      await transport.sendMail({
        from: 'bench@olimpiada.dev',
        to: `blast${i}@example.org`,
        subject: 'Baseline',
        text: 'A fase 2 abre amanhã.',
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const s = (performance.now() - t) / 1000;
  transport.close();
  return s;
}
