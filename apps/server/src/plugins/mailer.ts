import fp from 'fastify-plugin';
import { createMailer } from '../modules/notify/mailer.js';

/** The mail transport of SMTP_URL or each club's settings, shared by requests and background work. */
export const mailerPlugin = fp(
  (app, _options, done) => {
    app.decorate('mailers', createMailer({ config: app.config, log: app.log }));
    done();
  },
  { name: 'mailer', dependencies: ['db'] },
);
