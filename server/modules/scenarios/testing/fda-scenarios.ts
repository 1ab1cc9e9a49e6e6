import { CLEARED_K_NUMBERS_CAP } from '../../../../src/api/contracts/data.ts';
import { MAX_SCENARIOS, type Scenario } from '../../../../src/api/contracts/scenarios.ts';
import { scenarioFromFoiclass } from '../../fda/testing/foiclass-scenario.ts';
import { pmnRecords } from '../../fda/testing/raw-fda-facts.ts';
import { pipeRecords } from '../../fda/testing/raw-fda-records.ts';

/**
 * Scenarios built from the real FDA files (foiclass for the classification, the pmn files for the
 * K-numbers), for the scenario tests. The files are read once, when this is called.
 */
export function fdaScenarios() {
  const foiclass = new Map(pipeRecords('classification/foiclass_2026-01-31.txt', 'windows-1252').map((r) => [r.PRODUCTCODE!, r]));
  const kNumbersOf = new Map<string, string[]>();
  for (const { PRODUCTCODE, KNUMBER } of pmnRecords()) {
    if (!PRODUCTCODE || !KNUMBER) continue;
    if (!kNumbersOf.has(PRODUCTCODE)) kNumbersOf.set(PRODUCTCODE, []);
    kNumbersOf.get(PRODUCTCODE)!.push(KNUMBER);
  }

  /**
   * The scenario of a product code as the browser saves it, with at most as many K-numbers as the data
   * service gives; `order` 1 (the server renumbers).
   */
  function scenario(productCode: string, id = `scn_${productCode.toLowerCase()}`): Scenario {
    const kNumbers = (kNumbersOf.get(productCode) ?? []).slice(0, CLEARED_K_NUMBERS_CAP);
    return scenarioFromFoiclass(productCode, 1, {
      id,
      aiReasoning: `The device name matches "${foiclass.get(productCode)!.DEVICENAME}".`,
      clearedKNumbers: kNumbers,
      openfdaKNumber: kNumbers,
      exampleKNumbers: kNumbers.slice(0, 3),
    });
  }

  /**
   * The largest list a user keeps: MAX_SCENARIOS scenarios of the product codes with the most pmn records,
   * each carrying as many K-numbers as the data service gives at most (its own first, then other real
   * K-numbers of the pmn files: only the size matters here).
   */
  function largestList(): Scenario[] {
    const codes = [...kNumbersOf.keys()]
      .filter((code) => foiclass.has(code))
      .sort((a, b) => kNumbersOf.get(b)!.length - kNumbersOf.get(a)!.length)
      .slice(0, MAX_SCENARIOS);
    const everyKNumber = [...kNumbersOf.values()].flat();
    return codes.map((code) => {
      const own = scenario(code);
      const kNumbers = new Set(own.clearedKNumbers);
      for (const kNumber of everyKNumber) {
        if (kNumbers.size === CLEARED_K_NUMBERS_CAP) break;
        kNumbers.add(kNumber);
      }
      return { ...own, clearedKNumbers: [...kNumbers], openfdaKNumber: [...kNumbers] };
    });
  }

  return { scenario, largestList };
}
