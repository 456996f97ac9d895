/**
 * Writers that keep editing their own member over HTTP, each with a counter that only goes up, so that after any
 * fault the database can be checked against what the server acknowledged.
 */
export type Answer = { status: number; body: string };

export class MemberWriter {
  /** The highest counter the server answered 200 for. */
  lastAcknowledged = 0;
  /** The highest counter ever sent: a write whose answer was lost may still have been committed. */
  lastSent = 0;
  readonly answers: { counter: number; answer: Answer | 'no answer' }[] = [];
  private stopped = false;
  private running: Promise<void> | undefined;

  constructor(
    readonly memberId: number,
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  start(): void {
    this.running = this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  /** Answers received since a counter, to wait on conditions rather than on time. */
  answersAfter(counter: number) {
    return this.answers.filter((entry) => entry.counter > counter);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      const counter = ++this.lastSent;
      const answer = await send(`${this.baseUrl}/api/users/${this.memberId}`, this.token, {
        method: 'PUT',
        body: { notes: `write ${counter}` },
      });
      this.answers.push({ counter, answer });
      if (answer !== 'no answer' && answer.status === 200) this.lastAcknowledged = counter;
      // A refused write comes back at once while the database is down; a short pause keeps the loop from spinning.
      if (answer === 'no answer' || answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * One HTTP call with a generous bound: an answer that never comes is itself the failure being looked for, so the
 * bound is how long "forever" is, not a timing expectation.
 */
export async function send(
  url: string,
  token: string,
  options: { method?: string; body?: unknown } = {},
): Promise<Answer | 'no answer'> {
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, ...(options.body ? { 'content-type': 'application/json' } : {}) },
      body: options.body ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.text() };
  } catch {
    return 'no answer';
  }
}

/** Polls a condition until it holds; the limit only turns a hang into a failure. */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  limitMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
