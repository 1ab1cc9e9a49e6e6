import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createTermsService } from './terms.service.ts';

const pglite = testDatabaseKinds[0]!;

describe('terms service', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await pglite.open();
  });
  afterAll(() => database.dispose());

  it('asks again once the terms change', async () => {
    const users = createUsersRepository(database.db);
    const v1 = createTermsService(users, { version: 'v1', title: 'Terms', body: 'First text' });
    const v2 = createTermsService(users, { version: 'v2', title: 'Terms', body: 'Second text' });
    const user = { uid: 'uid-terms-change', email: 'a@example.com' };

    await v1.accept(user);
    expect(await v1.status(user.uid)).toMatchObject({ accepted: true, version: 'v1' });
    expect(await v2.status(user.uid)).toEqual({ accepted: false, acceptedAt: null, version: 'v2' });

    const accepted = await v2.accept(user);
    expect(accepted).toMatchObject({ accepted: true, version: 'v2' });
    expect(await v1.status(user.uid)).toMatchObject({ accepted: false });
  });
});
