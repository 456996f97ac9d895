import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; from: string; subject: string; text: string; html: string };
export type CapturedLogin = { username: string; password: string };

/**
 * A real SMTP server on loopback that keeps every message it receives. With `dir`, each message is also written
 * there as JSON, so a test process other than the one running the catcher (the e2e specs) can read it.
 *
 * It can be a slow or a stuck mail server: `delayMs` waits before each message is accepted, `hold()` keeps every
 * message unanswered until `release()`, and `refuse(address)` refuses a recipient as a mail server does a mailbox that
 * does not exist. A message whose sender hung up before it was accepted (a server killed mid-send) is not kept, only
 * counted in `dropped`: its sender never learned that it arrived.
 */
export class MailCatcher {
  readonly messages: CapturedMail[] = [];
  /** Every AUTH it was sent, accepted whatever it holds, so a test sees which password reached which server. */
  readonly logins: CapturedLogin[] = [];
  /** How long each message waits before it is accepted. */
  delayMs = 0;
  /** Messages whose sender was gone by the time they would have been accepted. */
  dropped = 0;
  /** Messages received in full and not yet answered (held, or waiting out `delayMs`). */
  waiting = 0;
  private readonly refused = new Set<string>();
  private readonly closedSessions = new Set<string>();
  private gate: { opened: Promise<void>; open: () => void } | undefined;
  private server: SMTPServer | undefined;
  private waiters = new Set<() => void>();
  port = 0;

  constructor(private readonly options: { dir?: string } = {}) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on a free port, or again on the same port after stop(), as a mail server coming back would. */
  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Senders keep their connections open (pooled transports): a stop says goodbye to them at once, as a mail
      // server that goes down would, instead of waiting smtp-server's 30 s for them to leave.
      closeTimeout: 100,
      onRcptTo: (address, _session, callback) => {
        if (this.refused.has(address.address.toLowerCase()))
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        else callback();
      },
      onClose: (session) => {
        this.closedSessions.add(session.id);
      },
      onAuth: (auth, _session, callback) => {
        this.logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
        callback(null, { user: auth.username });
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (parsed) => {
            if (!(await this.accept(session.id))) {
              callback();
              return;
            }
            const mail: CapturedMail = {
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            };
            // Numbered as it arrives: messages that come in together (swap offers) each get a file of their own.
            const number = this.messages.push(mail);
            if (this.options.dir) {
              await fs.mkdir(this.options.dir, { recursive: true });
              // Written aside and renamed into place, so a reader polling the folder never sees half a message.
              const name = `${Date.now()}-${number}.json`;
              const partial = path.join(this.options.dir, `.${name}.partial`);
              await fs.writeFile(partial, JSON.stringify(mail));
              await fs.rename(partial, path.join(this.options.dir, name));
            }
            for (const wake of this.waiters) wake();
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  clear(): void {
    this.messages.length = 0;
    this.logins.length = 0;
    this.dropped = 0;
    this.refused.clear();
  }

  /** From now on every message waits unanswered until `release()`. */
  hold(): void {
    if (this.gate) return;
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gate = { opened, open };
  }

  /** Answers the held messages (and every later one at once, after `delayMs`). */
  release(): void {
    this.gate?.open();
    this.gate = undefined;
  }

  /** Refuses mail for this address (550) until `clear()`. */
  refuse(address: string): void {
    this.refused.add(address.toLowerCase());
  }

  /** Whether a message received in full is accepted: after the gate and the delay, if its sender is still there. */
  private async accept(sessionId: string): Promise<boolean> {
    this.waiting += 1;
    try {
      await this.gate?.opened;
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    } finally {
      this.waiting -= 1;
    }
    if (!this.closedSessions.has(sessionId)) return true;
    this.dropped += 1;
    return false;
  }

  /** Resolves with the first message sent to `to` (and matching `predicate`), waiting for it when needed. */
  async waitFor(
    to: string,
    predicate: (mail: CapturedMail) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<CapturedMail> {
    const find = () => this.messages.find((mail) => mail.to.includes(to.toLowerCase()) && predicate(mail));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No mail to ${to} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiters.add(wake);
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Sign-in links in a captured message, in the order they appear. */
export function extractLoginLinks(mail: CapturedMail): string[] {
  return [...mail.text.matchAll(/https?:\/\/\S+\/login\?token=[A-Za-z0-9_-]+/g)].map((match) => match[0]);
}

/** The token and night to hand back of each swap accept link in a captured message. */
export function extractSwapLinks(mail: CapturedMail): { token: string; return_date?: string }[] {
  return [...mail.text.matchAll(/https?:\/\/\S+\/swaps\/accept\?(\S+)/g)].map((match) => {
    const query = new URLSearchParams(match[1]);
    const returnDate = query.get('return_date');
    return { token: query.get('token') ?? '', ...(returnDate ? { return_date: returnDate } : {}) };
  });
}
