import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpSink = {
  port: number;
  messages: ParsedMail[];
  // Resolves once at least `count` messages have arrived.
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  stop: () => Promise<void>;
};

// A real SMTP server that keeps every message it receives, for tests.
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  const listening = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });
  // A client that dies mid-session (a killed mail worker) resets its socket; that is not the sink's failure.
  server.on('error', () => undefined);
  return {
    port: listening,
    messages,
    waitFor: async (count, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${messages.length} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
