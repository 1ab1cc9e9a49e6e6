import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { createPaymentsRepository, type ConfirmedPlan, type PaymentsRepository } from './payments.repository.ts';

const confirmed = (uid: string, sessionId: string, extra: Partial<ConfirmedPlan> = {}): ConfirmedPlan => ({
  uid,
  plan: 'pro',
  sessionId,
  customerId: `cus_${uid}`,
  subscriptionId: `sub_${sessionId}`,
  ...extra,
});

describe.each(testDatabaseKinds)('payments repository on $name', (kind) => {
  let database: TestDatabase;
  let repository: PaymentsRepository;

  beforeAll(async () => {
    database = await kind.open();
    repository = createPaymentsRepository(database.db);
  });
  afterAll(() => database?.dispose());

  it('notes who created each session', async () => {
    await repository.addSession('cs_test_a1', 'u-alice', 'team');
    expect(await repository.findSession('cs_test_a1')).toMatchObject({ id: 'cs_test_a1', uid: 'u-alice', plan: 'team' });
    expect(await repository.findSession('cs_test_none')).toBeUndefined();
    await expect(repository.addSession('cs_test_a1', 'u-bob', 'pro')).rejects.toThrow();
  });

  it('records a confirmed plan, and the same session again only refreshes it', async () => {
    expect(await repository.planOf('u-rec')).toBeUndefined();
    expect(await repository.recordPlan(confirmed('u-rec', 'cs_1', { subscriptionId: null }))).toMatchObject({ plan: 'pro', status: 'active' });
    const again = await repository.recordPlan(confirmed('u-rec', 'cs_1'));
    expect(again).toMatchObject({ status: 'active', stripe_session_id: 'cs_1', stripe_customer_id: 'cus_u-rec', stripe_subscription_id: 'sub_cs_1' });
    expect(await repository.planOf('u-rec')).toEqual(again);
  });

  it('never replaces an active plan bought through another session', async () => {
    await repository.recordPlan(confirmed('u-two', 'cs_first'));
    expect(await repository.recordPlan(confirmed('u-two', 'cs_second', { plan: 'team' }))).toBeUndefined();
    expect(await repository.planOf('u-two')).toMatchObject({ plan: 'pro', stripe_session_id: 'cs_first' });
  });

  it('ends a plan by its subscription; its session cannot revive it, a new one can', async () => {
    await repository.recordPlan(confirmed('u-end', 'cs_old'));
    expect(await repository.cancelSubscription('sub_cs_old')).toBe(true);
    expect(await repository.cancelSubscription('sub_cs_old')).toBe(false);
    expect(await repository.cancelSubscription('sub_unknown')).toBe(false);
    expect(await repository.planOf('u-end')).toMatchObject({ status: 'canceled' });

    expect(await repository.recordPlan(confirmed('u-end', 'cs_old'))).toBeUndefined();
    expect(await repository.planOf('u-end')).toMatchObject({ status: 'canceled', stripe_session_id: 'cs_old' });

    const renewed = await repository.recordPlan(confirmed('u-end', 'cs_new', { plan: 'team', customerId: null }));
    expect(renewed).toMatchObject({ plan: 'team', status: 'active', stripe_session_id: 'cs_new', stripe_customer_id: 'cus_u-end' });
  });
});
