import { describe, expect, it } from 'vitest';
import { useClientTestServer } from '../../../tests/client-test-server';
import type { EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { fdaScenarios } from '../../../server/modules/scenarios/testing/fda-scenarios.ts';
import { ApiError } from '../../app/errors/errors';
import type { Scenario } from '../contracts/scenarios';

/** The scenarios client (services.scenarios) against the real server on loopback. */
const running = useClientTestServer();
const clientOf = (user: EmulatorUser) => running.servicesOf(user).scenarios;
const { scenario } = fdaScenarios();
const codes = (scenarios: Scenario[]) => scenarios.map(({ order, productCode }) => `${order}:${productCode}`);

describe('scenarios client against the real server', () => {
  it("saves, lists, reorders and removes the signed-in user's scenarios", async () => {
    const scenarios = clientOf(running.alice);
    expect(await scenarios.list()).toEqual([]);

    const saved = await scenarios.save([scenario('DQY'), scenario('LLZ'), scenario('FRO')]);
    expect(codes(saved)).toEqual(['1:DQY', '2:LLZ', '3:FRO']);
    expect(saved[0]).toMatchObject({ id: 'scn_dqy', deviceName: scenario('DQY').deviceName, regulationNumber: '870.1250' });
    expect(await scenarios.list()).toEqual(saved);

    expect(codes(await scenarios.save([saved[1]!, saved[2]!, saved[0]!]))).toEqual(['1:LLZ', '2:FRO', '3:DQY']);
    expect(codes(await scenarios.remove({ productCode: 'FRO', scenarioId: 'scn_fro' }))).toEqual(['1:LLZ', '2:DQY']);
    expect(codes(await scenarios.list())).toEqual(['1:LLZ', '2:DQY']);
    expect(await clientOf(running.bob).list()).toEqual([]);
  });

  it("surfaces the server's refusals as ApiErrors with its message", async () => {
    const scenarios = clientOf(running.bob);
    await scenarios.save([scenario('KOC')]);

    const missing = scenarios.remove({ productCode: 'DQY', scenarioId: 'scn_dqy' });
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toMatchObject({ status: 404, message: 'Scenario with product code DQY not found in the list' });

    const twice = scenarios.save([scenario('KOC'), scenario('KOC', 'scn_koc_again')]);
    await expect(twice).rejects.toBeInstanceOf(ApiError);
    await expect(twice).rejects.toMatchObject({
      status: 400,
      message: 'Product code KOC is already in the list',
      field: 'body.scenarios.1.productCode',
    });

    const blank = scenarios.remove({ productCode: ' ', scenarioId: 'scn_koc' });
    await expect(blank).rejects.toMatchObject({ status: 400, message: 'Both product_code and scenario_id are required' });
    expect(codes(await scenarios.list())).toEqual(['1:KOC']);
  });
});
