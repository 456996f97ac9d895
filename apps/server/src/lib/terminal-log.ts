import { drawBox } from './terminal-box.js';

/**
 * Issue 17 item 18 (decision 033): in a terminal the operator reads the log, so each of pino's JSON lines is written
 * as one readable line instead: the time, the level in words when it is not plain information, the message, and what
 * else the entry carries. Containers and systemd keep pino's JSON lines; this is used only when stdout is a TTY.
 * It is a plain stream rather than a pino transport: it writes in the calling thread, so the last line before
 * process.exit ("Stopped.") is on the screen when the process ends.
 */

export type TerminalLogOptions = {
  /** ANSI colours (dim time, yellow warnings, red errors); off with NO_COLOR or a terminal that has none. */
  color: boolean;
  /** The time zone of the time shown; the computer's own by default. */
  timeZone?: string;
  /** The terminal's width, for the box around a sign-in link. */
  columns?: number;
};

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [field: string]: unknown;
};

// pino's numbers: 10 trace, 20 debug, 30 info, 40 warn, 50 error, 60 fatal.
const LABELS: Record<number, string> = { 10: 'Trace: ', 20: 'Debug: ', 40: 'Warning: ', 50: 'Error: ', 60: 'Fatal: ' };
// Said by the time, the level and the request line, or of no use to someone reading a terminal.
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'msg',
  'pid',
  'hostname',
  'reqId',
  'err',
  'req',
  'res',
  'responseTime',
  'signInLink',
]);

const ANSI = { dim: '\u001b[2m', yellow: '\u001b[33m', red: '\u001b[31m', reset: '\u001b[0m' };

/** Whether the terminal on `stream` shows colours, as most tools decide it (NO_COLOR wins, https://no-color.org). */
export function terminalHasColor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  return typeof stream.hasColors === 'function' ? stream.hasColors() : false;
}

/** A destination for pino (it calls write with one JSON line) that writes readable lines to `out`. */
export function terminalLogStream(out: NodeJS.WriteStream, options: Omit<TerminalLogOptions, 'columns'>) {
  // A terminal that has been closed (the window shut while the server stops) must not turn the stop into a crash.
  out.on('error', () => {});
  return {
    write(line: string): boolean {
      return out.write(`${formatLogLine(line, { ...options, columns: out.columns })}\n`);
    },
  };
}

/** One of pino's JSON lines as the operator reads it, e.g. `14:02:07  Warning: The postgres user cannot enter …`. */
export function formatLogLine(line: string, options: TerminalLogOptions): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line.trimEnd();
  }
  const level = entry.level ?? 30;
  const paint = (code: string, text: string) => (options.color ? `${code}${text}${ANSI.reset}` : text);
  const time = paint(ANSI.dim, clock(entry.time ?? Date.now(), options.timeZone));
  const text = [
    LABELS[level] ?? '',
    entry.req && entry.res ? requestLine(entry) : (entry.msg ?? ''),
    entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : '',
    extraFields(entry),
  ].join('');
  const color = levelColor(level);
  const colored = color ? paint(color, text) : text;
  // A real failure keeps where it happened, indented under its line; warnings and below stay one line.
  const stack = level >= 50 && entry.err?.stack ? `\n${paint(ANSI.dim, indent(entry.err.stack))}` : '';
  // A sign-in link printed for want of a mail server (development) is what the operator looks for among the lines.
  const box =
    typeof entry.signInLink === 'string'
      ? `\n${drawBox({ title: 'Sign-in link', before: '', link: entry.signInLink }, options).join('\n')}`
      : '';
  return `${time}  ${colored}${stack}${box}`;
}

/** `GET /api/health 200 (24 ms)`: what the request line at debug level says, with the URL as redacted for the log. */
function requestLine(entry: Entry): string {
  const took = typeof entry.responseTime === 'number' ? ` (${Math.round(entry.responseTime)} ms)` : '';
  return `${entry.req?.method ?? ''} ${entry.req?.url ?? ''} ${entry.res?.statusCode ?? ''}${took}`;
}

function extraFields(entry: Entry): string {
  const fields = Object.entries(entry).filter(([key]) => !SHOWN_ELSEWHERE.has(key));
  if (fields.length === 0) return '';
  const shown = fields.map(([key, value]) => `${key}: ${readable(value)}`);
  return ` (${shown.join(', ')})`;
}

function levelColor(level: number): string | undefined {
  if (level >= 50) return ANSI.red;
  if (level >= 40) return ANSI.yellow;
  return level < 30 ? ANSI.dim : undefined;
}

function readable(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ');
  return JSON.stringify(value);
}

function clock(time: number, timeZone: string | undefined): string {
  return new Date(time).toLocaleTimeString('en-GB', { hour12: false, timeZone });
}

function indent(stack: string): string {
  return stack
    .split('\n')
    .map((line) => `    ${line.trim()}`)
    .join('\n');
}
