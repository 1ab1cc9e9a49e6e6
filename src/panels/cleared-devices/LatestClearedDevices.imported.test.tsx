import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDevicesRepository } from '../../../server/modules/fda/devices/devices.repository.ts';
import { normaliseDeviceClass } from '../../../server/modules/fda/common/device-class.ts';
import { IMPORT_TIMEOUT_MS } from '../../../server/testing/imported-database.ts';
import { servicesAt } from '../../../tests/app-services';
import { startDataServer, type DataTestServer } from '../../../tests/data-server';
import { fakeListLayout } from '../../../tests/list-layout';
import { renderWithServices } from '../../../tests/render-with-services';
import { DATA_MESSAGES, type DeviceRow } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { usDate } from '../../api/text/us-date';
import { CLEARED_DEVICES_TEXTS as TEXT } from './cleared-devices-texts';
import { CLEARED_LIST_MAX_HEIGHT_PX, ClearedDeviceList } from './ClearedDeviceList';
import { LatestClearedDevices } from './LatestClearedDevices';

/** The latest cleared devices against the real server on loopback, over the imported FDA files. */

let server: DataTestServer;
beforeAll(async () => {
  server = await startDataServer();
}, IMPORT_TIMEOUT_MS);
afterAll(() => server?.close());

const CARD_HEIGHT_PX = 40;
beforeEach(() => fakeListLayout({ viewportPx: CLEARED_LIST_MAX_HEIGHT_PX, rowPx: CARD_HEIGHT_PX }));
afterEach(() => vi.restoreAllMocks());

const latest = (productCode: string, limit?: number) => dataApi(server.services.clients).latestDevices(productCode, limit);
const cards = () => screen.queryAllByRole('article');
const card = (kNumber: string) => screen.getByRole('article', { name: kNumber });
const toggleOf = (kNumber: string) => within(card(kNumber)).getByRole('button');

function fieldValue(container: HTMLElement, label: string): string | null {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('LatestClearedDevices', () => {
  it("lists a product code's ten newest clearances as the database holds them, newest first", async () => {
    const newest = await createDevicesRepository(server.db).latestClearances('DQY', 10);
    expect(newest).toHaveLength(10);
    renderWithServices(<LatestClearedDevices productCode="dqy" />, server.services);
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.loading);

    const list = await screen.findByRole('region', { name: TEXT.listLabel('DQY') });
    expect(list).toHaveStyle({ maxHeight: `${CLEARED_LIST_MAX_HEIGHT_PX}px` });
    expect(cards().map((article) => article.getAttribute('aria-label'))).toEqual(newest.map((record) => record.k_number));
    for (const record of newest) {
      const toggle = toggleOf(record.k_number);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveTextContent(record.device_name ?? TEXT.unnamedDevice);
      expect(toggle).toHaveTextContent(record.applicant ?? '');
      expect(toggle).toHaveTextContent(usDate(record.decision_date!));
    }
    expect(server.requests.filter((url) => url.includes('/device/latest/'))).toContain('/api/data/v1/device/latest/DQY?limit=10');
  });

  it('says which years of the imported files the list comes from', async () => {
    const { coverage } = await latest('DQY');
    renderWithServices(<LatestClearedDevices productCode="DQY" />, server.services);
    expect(await screen.findByText(TEXT.heldYears(coverage!))).toHaveTextContent(`(${coverage!.firstYear}–${coverage!.lastYear})`);
  });

  it('expands a card into its details and document links, and collapses it again', async () => {
    const [record] = await createDevicesRepository(server.db).latestClearances('DQY', 1);
    const row = (await latest('DQY')).items.find((item) => item.k_number === record!.k_number)!;
    renderWithServices(<LatestClearedDevices productCode="DQY" />, server.services);
    await screen.findByRole('region', { name: TEXT.listLabel('DQY') });

    await userEvent.click(toggleOf(row.k_number));
    expect(toggleOf(row.k_number)).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggleOf(row.k_number).getAttribute('aria-controls')!)!;
    expect(fieldValue(details, TEXT.fields.fdaDeviceName)).toBe(record!.classification_name);
    expect(fieldValue(details, TEXT.fields.medicalSpecialty)).toBe(record!.medical_specialty_description);
    expect(fieldValue(details, TEXT.fields.deviceClass)).toBe(normaliseDeviceClass(record!.fda_device_class));
    expect(fieldValue(details, TEXT.fields.dateReceived)).toBe(usDate(record!.date_received!));
    expect(fieldValue(details, TEXT.fields.advisoryCommittee)).toBe(record!.advisory_committee_description ?? '-');
    expect(fieldValue(details, TEXT.fields.country)).toBe(record!.country_code ?? '-');

    const documents = [
      [TEXT.documents.summary, row.summary_pdf_url],
      [TEXT.documents.statement, row.statement_pdf_url],
      [TEXT.documents.decisionSummary, row.decision_summary_pdf_url],
      [TEXT.documents.foia, row.foia_pdf_url],
    ].filter((document): document is [string, string] => document[1] !== null);
    expect(documents.length).toBeGreaterThan(0);
    const links = within(details).getAllByRole('link');
    expect(links.map((link) => [link.textContent!.replace(` ${TEXT.opensInNewTab}`, '').trim(), link.getAttribute('href')])).toEqual(documents);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    await userEvent.click(toggleOf(row.k_number));
    expect(toggleOf(row.k_number)).toHaveAttribute('aria-expanded', 'false');
    expect(within(card(row.k_number)).queryByText(TEXT.sections.basic)).not.toBeInTheDocument();
  });

  it('shows the summary texts the imported documents hold, and only those', async () => {
    const { rows: codes } = await sql<{ product_code: string }>`
      select d.product_code from fda_devices d join fda_device_documents x on x.k_number = d.k_number
      where d.product_code is not null and x.intended_use is not null
      group by d.product_code order by count(*) desc, d.product_code limit 10`.execute(server.db);
    let found: { productCode: string; row: DeviceRow } | undefined;
    for (const { product_code: productCode } of codes) {
      const row = (await latest(productCode)).items.find((item) => item.summary_intended_use !== null);
      if (row) {
        found = { productCode, row };
        break;
      }
    }
    expect(found).toBeDefined();
    const { productCode, row } = found!;
    renderWithServices(<LatestClearedDevices productCode={productCode} />, server.services);
    await screen.findByRole('region', { name: TEXT.listLabel(productCode) });
    await userEvent.click(toggleOf(row.k_number));

    const details = within(card(row.k_number));
    const blocks = [
      [TEXT.fields.deviceDescription, row.summary_device_description],
      [TEXT.fields.intendedUse, row.summary_intended_use],
      [TEXT.fields.techCharacteristics, row.summary_tech_characteristics],
    ] as const;
    for (const [label, text] of blocks) {
      if (text === null) expect(details.queryByRole('heading', { name: label })).not.toBeInTheDocument();
      else expect(details.getByRole('heading', { name: label }).nextElementSibling).toHaveTextContent(text.replace(/\s+/g, ' ').trim());
    }
    expect(details.queryByText(TEXT.noTexts)).not.toBeInTheDocument();
  });

  it('says plainly when no summary text is held for a device', async () => {
    const row = (await latest('DQY')).items.find((item) => !item.summary_device_description && !item.summary_intended_use && !item.summary_tech_characteristics);
    expect(row).toBeDefined();
    renderWithServices(<LatestClearedDevices productCode="DQY" />, server.services);
    await screen.findByRole('region', { name: TEXT.listLabel('DQY') });
    await userEvent.click(toggleOf(row!.k_number));
    expect(within(card(row!.k_number)).getByText(TEXT.noTexts)).toBeInTheDocument();
  });

  it('gives the empty message for a product code without clearances, and says the local files do not cover it', async () => {
    const { rows } = await sql<{ product_code: string }>`
      select pc.product_code from fda_product_codes pc
      where not exists (select 1 from fda_devices d where d.product_code = pc.product_code)
      order by pc.product_code limit 1`.execute(server.db);
    const productCode = rows[0]!.product_code;
    renderWithServices(<LatestClearedDevices productCode={productCode} />, server.services);
    expect(await screen.findByText(`No cleared devices found for product code: ${productCode}`)).toBeInTheDocument();
    expect(screen.getByText(TEXT.notCovered)).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("shows the server's refusal after two retries", async () => {
    server.requests.length = 0;
    renderWithServices(<LatestClearedDevices productCode="DQ" />, server.services);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error loading latest cleared devices: ${DATA_MESSAGES.productCodeFormat}`);
    expect(server.requests).toEqual(Array(3).fill('/api/data/v1/device/latest/DQ?limit=10'));
  });

  it('shows a network failure when no server answers', async () => {
    const offline = servicesAt('http://127.0.0.1:9', { getIdToken: async () => 'any token' });
    renderWithServices(<LatestClearedDevices productCode="DQY" />, offline);
    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent('Error loading latest cleared devices: Network connection failed');
  });

  it('refuses a blank product code without asking the server', async () => {
    server.requests.length = 0;
    renderWithServices(<LatestClearedDevices productCode="  " />, server.services);
    expect(screen.getByRole('alert')).toHaveTextContent(`Error loading latest cleared devices: ${DATA_MESSAGES.productCodeRequired}`);
    expect(server.requests).toEqual([]);
  });
});

describe('ClearedDeviceList', () => {
  it('renders only the cards in view of a long list, and the others as it scrolls, keeping expanded cards', async () => {
    const { items: devices } = await latest('DQY', 100);
    expect(devices).toHaveLength(100);
    render(<ClearedDeviceList devices={devices} label="DQY devices" />);
    const first = devices[0]!.k_number;
    const last = devices.at(-1)!.k_number;

    const shown = cards().length;
    expect(shown).toBeGreaterThan(CLEARED_LIST_MAX_HEIGHT_PX / CARD_HEIGHT_PX - 1);
    expect(shown).toBeLessThan(devices.length / 2);
    expect(screen.queryByRole('article', { name: last })).not.toBeInTheDocument();
    await userEvent.click(toggleOf(first));

    const list = screen.getByRole('region', { name: 'DQY devices' });
    const scrollTo = (top: number) => {
      list.scrollTop = top;
      fireEvent.scroll(list);
    };
    // To the bottom: the list's full height, as far as the virtualiser has measured it.
    scrollTo(parseFloat((list.firstElementChild as HTMLElement).style.height) - CLEARED_LIST_MAX_HEIGHT_PX);
    expect(await screen.findByRole('article', { name: last })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: first })).not.toBeInTheDocument();
    expect(cards().length).toBeLessThan(devices.length / 2);

    scrollTo(0);
    expect(await screen.findByRole('article', { name: first })).toBeInTheDocument();
    expect(toggleOf(first)).toHaveAttribute('aria-expanded', 'true');
  });
});
