import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];
type LogFn = FastifyBaseLogger['info'];

/** pino's calls are (message) or (object, message); the object's `err` says what went wrong. */
function lineOf(first: unknown, second: unknown): string {
  if (typeof first === 'string') return first;
  const message = typeof second === 'string' ? second : '';
  const err =
    first && typeof first === 'object' && 'err' in first && first.err instanceof Error ? first.err.message : '';
  return [message, err].filter(Boolean).join(': ');
}

/**
 * The services log through a pino-shaped logger; on a terminal the operator reads plain lines on stderr (stdout
 * carries what the command did), at LOG_LEVEL and above.
 */
export function createTerminalLogger(level: AppConfig['logLevel'], write: (line: string) => void): FastifyBaseLogger {
  const threshold = level === 'silent' ? LEVELS.length : LEVELS.indexOf(level);
  const at =
    (name: Level): LogFn =>
    (first: unknown, second?: unknown) => {
      if (LEVELS.indexOf(name) >= threshold) write(lineOf(first, second));
    };
  const logger: FastifyBaseLogger = {
    level,
    trace: at('trace'),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    fatal: at('fatal'),
    silent: () => {},
    child: () => logger,
  };
  return logger;
}
