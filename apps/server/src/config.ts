import path from 'node:path';
import { z } from 'zod';
import { type Environment, LOGIN_LINK_LIMIT_PER_EMAIL, LOGIN_LINK_LIMIT_PER_IP } from '@club/shared';

// The only module that reads the environment (ARCHITECTURE.md). Every variable is listed in the README.
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

// proxy-addr's names for the loopback, link-local and private address ranges, as Fastify's trustProxy takes them.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(PROXY_RANGE_NAMES)]);
const TRUST_PROXY_FORMS =
  'false, true (one proxy), a number of proxies such as 1, or proxy addresses such as 10.0.0.0/8,127.0.0.1';

/**
 * Issue 14: which X-Forwarded-For entries to believe. `true` once meant all of them, so the leftmost, which the
 * client writes itself, became the address the per-IP limits counted. Now it is one hop: the address the proxy
 * next to us saw. A number counts hops from our socket; a list names the proxies, and the first address from the
 * right that is not one of them is the client.
 */
const trustProxySchema = z.string().transform((value, context): false | number | string[] => {
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return 1;
  if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value) || false;
  const addresses = value.split(',').map((address) => address.trim());
  if (addresses.every((address) => proxyAddress.safeParse(address).success)) return addresses;
  context.addIssue({ code: 'custom', message: `must be ${TRUST_PROXY_FORMS}` });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['development', 'preview', 'production']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z.url({ error: 'must be an absolute URL such as https://club.example.org' }).optional(),
  ),
  BASE_PATH: z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => value === '' || /^\/[A-Za-z0-9._~/-]*$/.test(value),
      'must start with / and contain only URL path characters',
    ),
  DATABASE_URL: optionalText,
  // Issue 28: the connection migrations run on when the app's own (DATABASE_URL) may not change the tables.
  DATABASE_OWNER_URL: optionalText,
  // Issue 28: one club (today's installs and URLs), or many clubs of one deployment, each under /c/<slug>/.
  CLUBS: z.enum(['single', 'multi']).default('single'),
  // Issue 28: what this process does, so web servers and workers can run and scale apart.
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  // Issue 28: hosts, addresses and ranges a club's own settings may still reach in a deployment of many.
  ALLOWED_PRIVATE_HOSTS: z.string().default(''),
  // Issue 28: who may sign in at /association to add, suspend and resume clubs (CLUBS=multi), comma-separated.
  ASSOCIATION_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be e-mail addresses separated by commas'))),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DATA_DIR: z.string().trim().default('./data'),
  MAIN_ADMIN_EMAIL: z.email().default('admin@example.org'),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // Development only: the key the development shortcuts ask for (decision 046); npm run dev makes one per run.
  DEV_SHORTCUT_KEY: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SMTP_URL: optionalText,
  GEOCODER_URL: optionalText.pipe(z.url().optional()),
  GOOGLE_GEOCODER_URL: optionalText.pipe(z.url().optional()),
  // A Leaflet tile URL template; "none" shows the map without tiles (markers only).
  MAP_TILE_URL: optionalText,
  MAP_TILE_ATTRIBUTION: optionalText,
  BACKUP_DIR: optionalText,
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().trim().default('false').pipe(trustProxySchema),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Sign-in links one IP address may request in 15 minutes; a club hall where everyone shares one address needs more.
  LOGIN_LINKS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(LOGIN_LINK_LIMIT_PER_IP),
  // Sign-in links sent to one address in 15 minutes; beyond it the answer is the same and nothing is sent.
  LOGIN_LINKS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(LOGIN_LINK_LIMIT_PER_EMAIL),
});

export type AppConfig = {
  environment: Environment;
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  basePath: string;
  databaseUrl: string | undefined;
  databaseOwnerUrl: string | undefined;
  /** One club at the root of the server, or many, each under {base}/c/<slug> or at a host of its own (issue 28). */
  clubs: 'single' | 'multi';
  /** all: serves HTTP and does the background work; web: HTTP only (it queues work); worker: the work only. */
  role: 'all' | 'web' | 'worker';
  /** Private hosts a club's SMTP server may be on all the same (CLUBS=multi); the operator's own word. */
  allowedPrivateHosts: string[];
  /** The operators of a deployment of many clubs, lower-case: they alone sign in at /association. */
  associationAdminEmails: string[];
  embeddedPgPort: number;
  dataDir: string;
  mainAdminEmail: string;
  sessionSecret: string | undefined;
  /** What the development shortcuts ask for; buildApp makes one per start when DEV_SHORTCUT_KEY does not say. */
  devShortcutKey: string | undefined;
  smtpUrl: string | undefined;
  geocoderUrl: string;
  googleGeocoderUrl: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  backupDir: string;
  corsOrigins: string[];
  /** Fastify's trustProxy: no proxy, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  loginLinksPerIp: number;
  loginLinksPerAddress: number;
  version: string;
};

export class ConfigError extends Error {}

/** A secret of few distinct characters (`aaaa…`, `12121212…`) or a placeholder from an example file. */
function isWeakSecret(secret: string): boolean {
  return new Set(secret).size < 10 || /change.?me|example|placeholder/i.test(secret);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    // Issue 7: production refuses to start without what keeps sessions safe and e-mailed links right.
    const missing = [
      ...(e.SESSION_SECRET
        ? []
        : ['  SESSION_SECRET: required when NODE_ENV=production (at least 32 random characters)']),
      ...(e.SESSION_SECRET && isWeakSecret(e.SESSION_SECRET)
        ? ['  SESSION_SECRET: too easy to guess; use random characters (openssl rand -base64 48)']
        : []),
      ...(e.PUBLIC_URL
        ? []
        : [
            '  PUBLIC_URL: required when NODE_ENV=production (the address members open, e.g. https://club.example.org)',
          ]),
    ];
    if (missing.length > 0) throw new ConfigError(`Invalid environment:\n${missing.join('\n')}`);
  }
  const environment: Environment = e.APP_ENV ?? (isProduction ? 'production' : 'development');
  const basePath = e.BASE_PATH.replace(/\/+$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    environment,
    isProduction,
    port: e.PORT,
    // Loopback by default outside production, so a laptop's development server is not on the network.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}${basePath}`).replace(/\/+$/, ''),
    basePath,
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    clubs: e.CLUBS,
    role: e.ROLE,
    allowedPrivateHosts: e.ALLOWED_PRIVATE_HOSTS.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    associationAdminEmails: e.ASSOCIATION_ADMIN_EMAILS,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dataDir,
    mainAdminEmail: e.MAIN_ADMIN_EMAIL.toLowerCase(),
    sessionSecret: e.SESSION_SECRET,
    devShortcutKey: e.DEV_SHORTCUT_KEY,
    smtpUrl: e.SMTP_URL,
    geocoderUrl: (e.GEOCODER_URL ?? 'https://nominatim.openstreetmap.org').replace(/\/+$/, ''),
    googleGeocoderUrl: (e.GOOGLE_GEOCODER_URL ?? 'https://maps.googleapis.com').replace(/\/+$/, ''),
    mapTileUrl: e.MAP_TILE_URL === 'none' ? '' : (e.MAP_TILE_URL ?? OSM_TILES),
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION ?? (e.MAP_TILE_URL ? '' : OSM_ATTRIBUTION),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    loginLinksPerIp: e.LOGIN_LINKS_PER_IP,
    loginLinksPerAddress: e.LOGIN_LINKS_PER_ADDRESS,
    version: APP_VERSION,
  };
}

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The release the status routes report; bumped with each release. */
export const APP_VERSION = '0.1.0';

/**
 * One club's server: SMTP_URL is the operator's and wins over the settings page. A deployment of many clubs (issue
 * 28): SMTP_URL is the default sender, and a club that sets a mail server of its own sends through it.
 */
export function smtpUrlOverrides(
  config: Pick<AppConfig, 'clubs' | 'smtpUrl'>,
): config is typeof config & { smtpUrl: string } {
  return config.clubs === 'single' && Boolean(config.smtpUrl);
}
