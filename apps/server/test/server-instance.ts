// A whole server in a process of its own, as main.ts starts it, for tests that kill one mid-work
// (test/outbox-two-servers.test.ts). The job queue's timings, given as JSON in the first argument, are made short so
// a killed server's jobs expire within seconds; everything else comes from the environment, as in production.
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { JobsOptions } from '../src/plugins/jobs.js';

const jobsOptions = JSON.parse(process.argv[2] ?? '{}') as JobsOptions;
const app = await buildApp(loadConfig(), { jobsOptions });
await app.listen({ port: app.config.port, host: app.config.host });
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
