import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATION_MESSAGES, CLUB_MESSAGES, MESSAGES } from '@club/shared';
import { createMember } from '../../../test/factories.js';
import { clubLocaleOf } from '../../lib/reader-locale.js';
import { bearer, TEST_PUBLIC_URL, TEST_SESSION_SECRET, useTestApp } from '../../../test/harness.js';
import { ASSOCIATION_ROUTES } from '../../rest/rest-routes.js';
import { authenticateOperator } from './operator-sign-in.js';
import { purgeDeploymentTables } from './purge-deployment.js';

// Issue 28 point 6: operators named by ASSOCIATION_ADMIN_EMAILS sign in at /association with an e-mailed link and
// add, suspend and resume clubs there, seeing counts and never a member's data.
const OPERATOR = 'operator@association.example';
const t = useTestApp({
  env: { CLUBS: 'multi', ASSOCIATION_ADMIN_EMAILS: ` ${OPERATOR.toUpperCase()}, second@association.example` },
});
let owner: postgres.Sql;

beforeAll(() => {
  owner = postgres(t.config.databaseOwnerUrl!, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  await owner.end();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function operatorLinkToken(email = OPERATOR): Promise<string> {
  const asked = await post('/api/association/send-login-link', { email });
  expect(asked.statusCode).toBe(200);
  const mail = await t.mail.waitFor(email);
  expect(mail.subject).toBe(ASSOCIATION_MESSAGES.mailSubject);
  const token = new RegExp(`${TEST_PUBLIC_URL}/association\\?token=([^\\s&"]+)`).exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

/** One session for the tests that only need one: an address gets at most five links in 15 minutes. */
let session: Promise<string> | undefined;
const operatorSession = () => (session ??= signInOperator());

async function signInOperator(): Promise<string> {
  const answer = await post('/api/association/validate-token', { token: await operatorLinkToken() });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: { token: string } }>().data.token;
}

describe('an operator’s sign-in', () => {
  it('e-mails a link from the deployment’s outbox that signs the operator in once', async () => {
    const token = await operatorLinkToken();
    const first = await post('/api/association/validate-token', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const again = await post('/api/association/validate-token', { token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: 'error', message: ASSOCIATION_MESSAGES.linkInvalid });
    // The e-mail left through the deployment's own outbox, and its text, which held the link, went with it.
    const rows = await owner`select to_address, status, text from deployment.mail where to_address = ${OPERATOR}`;
    expect(rows).toContainEqual({ to_address: OPERATOR, status: 'sent', text: null });
  });

  it('answers a stranger as it answers an operator, and sends them nothing', async () => {
    const stranger = await post('/api/association/send-login-link', { email: 'someone@elsewhere.example' });
    const operator = await post('/api/association/send-login-link', { email: 'second@association.example' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(operator.json());
    expect(stranger.json().message).toBe(ASSOCIATION_MESSAGES.linkSentAnswer);
    await t.mail.waitFor('second@association.example');
    const links = await owner`select email from deployment.operator_links`;
    expect(links.map((row) => row.email)).not.toContain('someone@elsewhere.example');
    expect(t.mail.messages.some((mail) => mail.to.includes('someone@elsewhere.example'))).toBe(false);
  });

  it('refuses a nonsense body with 422 and a made-up token with 401', async () => {
    expect((await post('/api/association/send-login-link', { email: 'not an address' })).statusCode).toBe(422);
    expect((await post('/api/association/validate-token', {})).statusCode).toBe(422);
    expect((await post('/api/association/validate-token', { token: 'x'.repeat(40) })).statusCode).toBe(401);
  });

  it('ends an operator’s session once ASSOCIATION_ADMIN_EMAILS no longer names them', async () => {
    const own = await signInOperator();
    const config = { sessionSecret: TEST_SESSION_SECRET, associationAdminEmails: [OPERATOR] };
    await expect(authenticateOperator(config, `Bearer ${own}`)).resolves.toBe(OPERATOR);
    await expect(authenticateOperator({ ...config, associationAdminEmails: [] }, `Bearer ${own}`)).rejects.toThrow(
      ASSOCIATION_MESSAGES.notOperator,
    );
    await expect(
      authenticateOperator(
        { ...config, sessionSecret: 'another secret of at least thirty-two chars' },
        `Bearer ${own}`,
      ),
    ).rejects.toThrow(ASSOCIATION_MESSAGES.notOperator);
  });
});

describe('the association’s clubs', () => {
  it('lets no one but a signed-in operator in: not anonymous, not a club’s main administrator', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/association/clubs' })).json()).toEqual({
      status: 'error',
      message: ASSOCIATION_MESSAGES.operatorRequired,
    });
    const [admin] = await t.db.query.members.findMany();
    const clubSession = await t.signIn(admin!);
    for (const headers of [bearer(clubSession), bearer('nonsense'), { cookie: `club_session=${clubSession}` }]) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/association/clubs', headers });
      expect(answer.statusCode).toBe(401);
    }
  });

  it('lists each club with counts, adds one whose main administrator is e-mailed, suspends and resumes it', async () => {
    const operator = bearer(await operatorSession());
    const listed = await t.app.inject({ method: 'GET', url: '/api/association/clubs', headers: operator });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ slug: 'home', name: 'Home Squares', members: 1, nights: 0, suspended: false }),
    ]);
    expect(Object.keys(listed.json().data[0]).sort()).toEqual(
      ['created_at', 'last_activity', 'locale', 'members', 'name', 'nights', 'slug', 'suspended', 'time_zone'].sort(),
    );

    const body = {
      slug: 'lindenhof',
      name: 'Lindenhof Squares',
      time_zone: 'Europe/Berlin',
      locale: 'de',
      main_admin_email: 'chair@lindenhof.example',
    };
    const created = await post('/api/association/clubs', body, operator);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      club: { slug: 'lindenhof', name: 'Lindenhof Squares', locale: 'de', members: 1, suspended: false },
      sign_in_link: null,
    });
    // Issue 29 (decision 089): the club's language is its own setting, of which the register keeps a copy.
    const lindenhof = await t.app.database.clubs.bySlug('lindenhof');
    expect(await t.app.database.inClub(lindenhof!.id, clubLocaleOf)).toBe('de');
    const welcome = await t.mail.waitFor('chair@lindenhof.example');
    expect(welcome.text).toContain(`${TEST_PUBLIC_URL}/c/lindenhof/login?token=`);

    const taken = await post('/api/association/clubs', body, operator);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CLUB_MESSAGES.slugTaken('lindenhof'));
    expect((await post('/api/association/clubs', { ...body, slug: 'Bad Slug!' }, operator)).statusCode).toBe(422);

    const suspended = await post('/api/association/clubs/lindenhof/suspend', undefined, operator);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ slug: 'lindenhof', suspended: true });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/c/lindenhof/api/auth/send-login-link',
      payload: { email: 'a@b.example' },
    });
    expect(closed.statusCode).toBe(404);
    const resumed = await post('/api/association/clubs/lindenhof/resume', undefined, operator);
    expect(resumed.json().data).toMatchObject({ slug: 'lindenhof', suspended: false });
    // This server forgets what it looked up of the club at once: the club is open again on the next request.
    const reopened = await t.app.inject({
      method: 'POST',
      url: '/c/lindenhof/api/auth/send-login-link',
      payload: { email: 'a@b.example' },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await post('/api/association/clubs/nowhere/suspend', undefined, operator)).statusCode).toBe(404);
  });
});

// The permission suite of the association, generated from its declarations as the clubs' is (test/permission-matrix).
const named = (routes: typeof ASSOCIATION_ROUTES) =>
  routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const);
const call = (route: (typeof ASSOCIATION_ROUTES)[number], prefix: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method.toUpperCase() as 'GET' | 'POST',
    url: `${prefix}${route.path.replace('{slug}', 'home')}`,
    headers,
    ...(route.method === 'get' ? {} : { payload: {} }),
  });

describe.each(named(ASSOCIATION_ROUTES))('%s', (_name, route) => {
  it('is an unknown path under a club’s address, even for an operator', async () => {
    const answer = await call(route, '/c/home/api', bearer(await operatorSession()));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(
      `${MESSAGES.notFound}: ${route.method.toUpperCase()} /c/home/api${route.path.replace('{slug}', 'home')}`,
    );
  });
});

describe.each(named(ASSOCIATION_ROUTES.filter((route) => route.access === 'operator')))('%s', (_name, route) => {
  it('refuses anonymous callers and every club session with 401', async () => {
    const [admin] = await t.db.query.members.findMany();
    expect((await call(route, '/api')).statusCode).toBe(401);
    expect((await call(route, '/api', bearer(await t.signIn(admin!)))).statusCode).toBe(401);
  });
});

describe('the association’s OpenAPI document', () => {
  it('describes every association route at the root, and no club’s document names them', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/association/openapi.json' })).json();
    for (const route of ASSOCIATION_ROUTES) {
      const operation = document.paths[route.path][route.method];
      expect(operation['x-access']).toBe(route.access);
      expect(operation.security).toEqual(route.access === 'operator' ? [{ operatorAuth: [] }] : []);
    }
    const club = (await t.app.inject({ method: 'GET', url: '/c/home/api/openapi.json' })).json();
    expect(Object.keys(club.paths).filter((path) => path.startsWith('/association'))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/c/home/api/association/openapi.json' })).statusCode).toBe(404);
  });
});

describe('the hourly purge of the deployment’s tables', () => {
  it('drops links a day past their use or expiry and e-mails a week past their end, and keeps the rest', async () => {
    await owner`delete from deployment.operator_links`;
    await owner`delete from deployment.mail`;
    await owner`insert into deployment.operator_links (token_hash, email, expires_at, used_at) values
      ('old-used', ${OPERATOR}, now() + interval '1 minute', now() - interval '25 hours'),
      ('old-expired', ${OPERATOR}, now() - interval '25 hours', null),
      ('fresh', ${OPERATOR}, now() + interval '10 minutes', null)`;
    await owner`insert into deployment.mail (to_address, subject, status, expires_at, created_at) values
      (${OPERATOR}, 'old', 'sent', now(), now() - interval '8 days'),
      (${OPERATOR}, 'waiting', 'queued', now(), now() - interval '8 days'),
      (${OPERATOR}, 'recent', 'failed', now(), now() - interval '1 day')`;
    expect(await t.app.database.inDeployment((db) => purgeDeploymentTables(db))).toEqual({
      operatorLinks: 2,
      deploymentMail: 1,
    });
    expect((await owner`select token_hash from deployment.operator_links`).map((row) => row.token_hash)).toEqual([
      'fresh',
    ]);
    expect((await owner`select subject from deployment.mail order by subject`).map((row) => row.subject)).toEqual([
      'recent',
      'waiting',
    ]);
  });
});

// Issue 28 point 5: the deployment's own sign-in page mails a person in several clubs one e-mail with a link for each.
describe('the deployment’s sign-in page', () => {
  const PERSON = 'doris@two-clubs.example';

  async function addClub(slug: string, name: string) {
    const created = await post(
      '/api/association/clubs',
      { slug, name, time_zone: 'Europe/Berlin', locale: 'en', main_admin_email: `chair@${slug}.example` },
      bearer(await operatorSession()),
    );
    expect(created.statusCode).toBe(201);
    const [club] = await owner`select id from clubs where slug = ${slug}`;
    return club!.id as number;
  }
  const memberIn = (clubId: number, member: Parameters<typeof createMember>[1]) =>
    t.app.database.inClub(clubId, (db) => createMember(db, member));

  it('sends one e-mail with a link for each club, each signing in under its own club only', async () => {
    const lindenhof = await addClub('linden', 'Lindenhof Squares');
    const closed = await addClub('closed', 'Closed Squares');
    await createMember(t.db, { email: PERSON, first_name: 'Doris', last_name: 'Home' });
    await memberIn(lindenhof, { email: PERSON, first_name: 'Doris', last_name: 'Linden' });
    await memberIn(lindenhof, { email: PERSON.toUpperCase(), first_name: 'Heinz', last_name: 'Linden' });
    await memberIn(closed, { email: PERSON, first_name: 'Doris', last_name: 'Closed' });
    await post('/api/association/clubs/closed/suspend', undefined, bearer(await operatorSession()));
    t.mail.clear();

    const asked = await post('/api/auth/send-login-link', { email: PERSON });
    const stranger = await post('/api/auth/send-login-link', { email: 'nobody@two-clubs.example' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(stranger.json());
    const mail = await t.mail.waitFor(PERSON);
    expect(mail.subject).toBe(ASSOCIATION_MESSAGES.rootLoginSubject);
    expect(mail.text).toContain(
      `${ASSOCIATION_MESSAGES.rootLoginLink('Home Squares', null)}: ${TEST_PUBLIC_URL}/c/home/login?token=`,
    );
    expect(mail.text).toContain(`${ASSOCIATION_MESSAGES.rootLoginLink('Lindenhof Squares', 'Doris Linden')}: `);
    expect(mail.text).toContain(`${ASSOCIATION_MESSAGES.rootLoginLink('Lindenhof Squares', 'Heinz Linden')}: `);
    expect(mail.text).not.toContain('Closed Squares');
    // One e-mail for the address, whatever the number of clubs and members.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messages.filter((each) => each.to.includes(PERSON))).toHaveLength(1);
    expect(t.mail.messages.some((each) => each.to.includes('nobody@two-clubs.example'))).toBe(false);

    const tokens = [...mail.text.matchAll(/\/c\/(home|linden)\/login\?token=([\w-]+)/g)];
    expect(tokens).toHaveLength(3);
    const homeToken = tokens.find((match) => match[1] === 'home')![2]!;
    const elsewhere = await post('/c/linden/api/auth/validate-token', { token: homeToken });
    expect(elsewhere.statusCode).toBe(401);
    const signedIn = await post('/c/home/api/auth/validate-token', { token: homeToken });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ email: PERSON, last_name: 'Home' });
  });

  it('leaves a club’s own sign-in page sending that club’s link alone', async () => {
    await createMember(t.db, { email: PERSON, first_name: 'Doris', last_name: 'Home' });
    t.mail.clear();
    expect((await post('/c/home/api/auth/send-login-link', { email: PERSON })).statusCode).toBe(200);
    const mail = await t.mail.waitFor(PERSON);
    expect(mail.subject).toMatch(/login link$/);
    expect([...mail.text.matchAll(/\/login\?token=/g)]).toHaveLength(1);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/c/home/login?token=`);
  });
});
