import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { createUsersRepository, type UsersRepository } from './users.repository.ts';

describe.each(testDatabaseKinds)('users repository on $name', (kind) => {
  let database: TestDatabase;
  let users: UsersRepository;

  beforeAll(async () => {
    database = await kind.open();
    users = createUsersRepository(database.db);
  });
  afterAll(() => database?.dispose());

  it('knows nobody at first', async () => {
    expect(await users.findByUid('nobody')).toBeUndefined();
  });

  it('creates the user on the first acceptance', async () => {
    const row = await users.recordTermsAcceptance({ uid: 'u-first', email: 'first@example.com', version: 'v1' });
    expect(row).toMatchObject({ uid: 'u-first', email: 'first@example.com', terms_version: 'v1' });
    expect(row.terms_accepted_at).toBeInstanceOf(Date);
    expect(row.created_at).toBeInstanceOf(Date);
    expect(await users.findByUid('u-first')).toEqual(row);
  });

  it('updates an existing user, keeping the known email when none is given', async () => {
    const first = await users.recordTermsAcceptance({ uid: 'u-again', email: 'again@example.com', version: 'v1' });
    const second = await users.recordTermsAcceptance({ uid: 'u-again', email: null, version: 'v2' });
    expect(second).toMatchObject({ uid: 'u-again', email: 'again@example.com', terms_version: 'v2' });
    expect(second.created_at).toEqual(first.created_at);
    expect(second.updated_at.getTime()).toBeGreaterThanOrEqual(first.updated_at.getTime());
    expect(second.terms_accepted_at!.getTime()).toBeGreaterThanOrEqual(first.terms_accepted_at!.getTime());

    const renamed = await users.recordTermsAcceptance({ uid: 'u-again', email: 'new@example.com', version: 'v2' });
    expect(renamed.email).toBe('new@example.com');
  });

  it('keeps users apart', async () => {
    await users.recordTermsAcceptance({ uid: 'u-a', email: 'a@example.com', version: 'v1' });
    await users.recordTermsAcceptance({ uid: 'u-b', email: 'b@example.com', version: 'v2' });
    expect(await users.findByUid('u-a')).toMatchObject({ email: 'a@example.com', terms_version: 'v1' });
    expect(await users.findByUid('u-b')).toMatchObject({ email: 'b@example.com', terms_version: 'v2' });
  });
});
