import fp from 'fastify-plugin';
import { closeDeploymentMailers } from '../modules/notify/deployment-mail.js';
import { createMailer } from '../modules/notify/mailer.js';

/**
 * The mail transport of SMTP_URL or each club's settings, shared by requests and background work. Its connections
 * close with the server, after the job queue (registered later, so closed first) has finished its sends.
 */
export const mailerPlugin = fp(
  (app, _options, done) => {
    const mailers = createMailer({ config: app.config, log: app.log });
    app.decorate('mailers', mailers);
    app.addHook('onClose', (_instance, closed) => {
      mailers.close();
      closeDeploymentMailers();
      closed();
    });
    done();
  },
  { name: 'mailer', dependencies: ['db'] },
);
