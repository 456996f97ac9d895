import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { printStartupBanner } from './startup-banner.js';

try {
  const app = await buildApp(loadConfig());
  const close = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: app.config.port, host: app.config.host });
  await printStartupBanner(app);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
