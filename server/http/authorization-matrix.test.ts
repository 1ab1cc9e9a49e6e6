import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases.ts';
import { routesOf } from '../testing/app-routes.ts';
import { createEmulatorUser } from '../testing/emulator-user.ts';
import { testDatabaseKinds } from '../testing/test-databases.ts';
import { startOwnedResourcesApp, type Answer, type Caller, type OwnedResourcesApp } from './owned-resources-app.ts';
import { ADMIN_ONLY_ROUTES, NOT_OWNED_ROUTES, USER_OWNED_RESOURCES } from './user-owned-resources.ts';

/** An answer without its request id (every answer has its own), to compare two answers. */
function gist(answer: Answer): object {
  try {
    const { requestId: _requestId, ...body } = JSON.parse(answer.text) as Record<string, unknown>;
    return { status: answer.status, ...body };
  } catch {
    return { status: answer.status, text: answer.text };
  }
}

/** What of the owner's an answer to another user shows, other than what that user sent. */
function leaksOf(answer: Answer, owner: Caller, secret: string): string[] {
  return [secret, owner.user.uid, owner.user.email].filter((leak) => answer.text.includes(leak) && !answer.sent.includes(leak));
}

const isRest = (route: string) => route.split(' ')[1]!.startsWith(`${API_BASE_PATHS.rest}/`);

describe.each(testDatabaseKinds)('the authorization matrix on $name', (kind) => {
  let app: OwnedResourcesApp;
  beforeAll(async () => {
    app = await startOwnedResourcesApp(kind);
  }, 60_000);
  afterAll(() => app?.close());

  const twoUsers = async (): Promise<[Caller, Caller]> => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    return [app.callerFor(alice), app.callerFor(bob)];
  };

  it('has every REST route in it, or says why the route names nothing a user owns, and names no route the app lacks', () => {
    const routes = routesOf(app.testApp.app).map(({ method, url }) => `${method} ${url}`);
    const inMatrix = new Set([
      ...USER_OWNED_RESOURCES.flatMap(({ creates, byId, lists }) => [...creates, ...byId.map(({ route }) => route), ...lists.map(({ route }) => route)]),
      ...Object.keys(NOT_OWNED_ROUTES),
      ...Object.keys(ADMIN_ONLY_ROUTES),
    ]);
    expect(routes.filter((route) => isRest(route) && !inMatrix.has(route))).toEqual([]);
    expect([...inMatrix].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('has every table with a uid column in it', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select distinct table_name from information_schema.columns where column_name = 'uid' and table_schema = current_schema()
    `.execute(app.testApp.db);
    const inMatrix = new Set(USER_OWNED_RESOURCES.flatMap(({ tables }) => tables));
    expect(rows.map(({ table_name }) => table_name).sort()).toEqual([...inMatrix].sort());
  });

  it.each(USER_OWNED_RESOURCES)(
    "$name: another user's lists and counts stay as they were, their calls with its id answer as for a missing one and change nothing",
    async (resource) => {
      const [alice, bob] = await twoUsers();
      // Bob has one of his own, so that his lists are not empty whatever the query.
      const bobs = await resource.create(bob, `bob-secret-${randomUUID()}`);
      const bobsLists = await Promise.all(resource.lists.map(({ read }) => read(bob)));

      const secret = `alice-secret-${randomUUID()}`;
      const alices = await resource.create(alice, secret);
      const alicesView = await resource.read(alice, alices);
      expect(alicesView).toBeDefined();

      const listsNow = await Promise.all(resource.lists.map(({ read }) => read(bob)));
      expect(listsNow).toEqual(bobsLists);
      expect(JSON.stringify(listsNow)).not.toContain(secret);

      for (const { route, call, missing, status = 404 } of resource.byId) {
        const answer = await call(bob, alices, bobs);
        expect(answer.status, `${route}: ${answer.sent} -> ${answer.text}`).toBe(status);
        expect(leaksOf(answer, alice, secret), `${route}: ${answer.sent}`).toEqual([]);
        if (missing) expect(gist(answer), `${route}: ${answer.sent}`).toEqual(gist(await missing(bob)));
      }
      expect(await resource.read(alice, alices)).toEqual(alicesView);
    },
  );

  it.each(Object.entries(ADMIN_ONLY_ROUTES))('%s: refused (403) to a user who is not an administrator, and changes nothing', async (_route, call) => {
    const [alice, bob] = await twoUsers();
    const answer = await call(bob, alice);
    expect(answer.status, answer.text).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 'FORBIDDEN' });
    // Alice's first call since: a suspension would answer 403 ACCOUNT_SUSPENDED.
    expect((await alice.send('GET', `${API_BASE_PATHS.rest}/administrative/profile`)).status).toBe(200);
  });
});
