import fp from 'fastify-plugin';
import { createMailer } from '../modules/notify/mailer.js';

/** The mail transport of SMTP_URL or the club settings, shared by requests and background work. */
export const mailerPlugin = fp(
  (app, _options, done) => {
    app.decorate('mailer', createMailer({ config: app.config, db: app.db, log: app.log }));
    done();
  },
  { name: 'mailer', dependencies: ['db'] },
);
