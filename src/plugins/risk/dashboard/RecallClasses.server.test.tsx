import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecallClassApp } from '../../../../server/testing/recall-class-app.ts';
import { exportRecallsOf, FIXTURE_CODE, TEST_INPUT_CLASSES } from '../../../../server/testing/recall-class-fixtures.ts';
import { startDataServer, type DataTestServer } from '../../../../tests/data-server';
import { renderWithServices } from '../../../../tests/render-with-services';
import { RecallsDialog } from './dialogs/RecallsDialog';
import { RecallsCard } from './RiskCards';
import { RISK_TEXTS as TEXT } from './texts';

/** The Total Recalls card and the recalls dialog against the real server, over real recalls whose classes are test input. */

const recalls = exportRecallsOf(FIXTURE_CODE);
const given = (recallClass: string) => TEST_INPUT_CLASSES.filter((c) => c === recallClass).length;
const known = given('Class I') + given('Class II') + given('Class III');

let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer(() => buildRecallClassApp());
}, 120_000);
afterAll(() => server?.close());

describe("FDA's recall class on the Risk step", () => {
  it('the card keeps the device-class split and adds the split by recall class, with the recalls of no known class', async () => {
    renderWithServices(<RecallsCard productCode={FIXTURE_CODE} />, server.services);
    const byRecallClass = await screen.findByRole('list', { name: TEXT.recalls.byRecallClass });
    expect(within(byRecallClass).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Recall Class I: ${given('Class I')}`,
      `Recall Class II: ${given('Class II')}`,
      `Recall Class III: ${given('Class III')}`,
      `Class not known: ${recalls.length - known}`,
    ]);
    expect(screen.getByRole('list', { name: TEXT.recalls.byClass })).toHaveTextContent(`Class II: ${recalls.length}`);
  });

  it("the dialog tables the recall classes, says how many FDA's reports class, and gives each recall its class", async () => {
    renderWithServices(<RecallsDialog productCode={FIXTURE_CODE} />, server.services);
    const dialog = await screen.findByRole('dialog', { name: TEXT.recalls.dialog });
    const table = await within(dialog).findByRole('table', { name: TEXT.recalls.byRecallClass });
    expect(within(table).getByRole('row', { name: /Recall Class I\b.*May cause serious harm or death/ })).toBeInTheDocument();
    expect(await within(dialog).findByText(TEXT.recalls.someClasses(known, recalls.length))).toBeInTheDocument();
    expect(within(dialog).queryByText(TEXT.recalls.noClass)).toBeNull();
    const list = await within(dialog).findByRole('table', { name: TEXT.recalls.list });
    const first = recalls[0]!['Recall Number']!;
    expect(within(list).getByRole('row', { name: new RegExp(`^${first}.*Recall ${TEST_INPUT_CLASSES[0]}`) })).toBeInTheDocument();
    const unclassed = recalls[TEST_INPUT_CLASSES.length]!['Recall Number']!;
    expect(within(list).getByRole('row', { name: new RegExp(`^${unclassed}.*Class not known`) })).toBeInTheDocument();
  });
});
