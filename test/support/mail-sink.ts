/**
 * A real SMTP server on loopback for the mail tests (the `smtp-server` package): it keeps every mail it
 * receives, parsed with `mailparser`, and refuses (550) every address starting with "bounce", as a mail
 * service answers a hard bounce. `waitFor` waits until a mail to an address arrives.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface Received {
  to: string[];
  raw: string;
  mail: ParsedMail;
}

export class MailSink {
  readonly received: Received[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const error = new Error('no such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((mail) => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, mail });
          callback();
        });
      });
    },
  });
  port = 0;
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }
  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  to(address: string) {
    return this.received.filter((r) => r.to.includes(address));
  }
  /** The `index`th mail to `address` (0: the first), once it has come (within `timeoutMs`). */
  async waitFor(address: string, index = 0, timeoutMs = 30_000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length <= index) {
      if (Date.now() > deadline) throw new Error(`no mail ${index + 1} to ${address} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.to(address)[index]!;
  }
}
