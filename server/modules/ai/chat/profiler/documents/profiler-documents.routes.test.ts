import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiAttachment, ChatTurn, ProfilerProfile, ToolCall } from '../../../../../../src/api/contracts/ai.ts';
import { API_BASE_PATHS } from '../../../../../../src/api/contracts/api-bases.ts';
import { UploadedFile } from '../../../../../../src/api/contracts/files.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../../../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../../../../testing/test-app.ts';
import { readDocument } from '../../../../documents/read-document.ts';
import { parse510kSummary } from '../../../../documents/summary/parse-510k-summary.ts';
import { pdfOfText, scannedPdf } from '../../../../documents/testing/make-documents.ts';
import { summaryPdfs } from '../../../../documents/testing/summary-samples.ts';
import { streamChunks } from '../../../testing/stream-chunks.ts';
import { askText } from '../interview-replies.ts';

let dataDir: string;
let testApp: TestApp;
let alice: EmulatorUser;
let bob: EmulatorUser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'clearway-profiler-documents-'));
  [testApp, alice, bob] = await Promise.all([buildTestApp({ DATA_DIR: dataDir }), createEmulatorUser(), createEmulatorUser()]);
});
afterAll(async () => {
  await testApp?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pdfBytes = (kNumber: string) => summaryPdfs().find((pdf) => pdf.kNumber === kNumber)!.bytes;

async function upload(user: EmulatorUser, name: string, bytes: Uint8Array): Promise<AiAttachment> {
  const form = new FormData();
  form.append('uploaded_file', new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
  const response = await testApp.app.inject({
    method: 'POST',
    url: `${API_BASE_PATHS.rest}/minio/upload-file-object?folder_name=device-profile`,
    headers: bearer(user),
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { object_key, content_type, size } = UploadedFile.assert(response.json());
  return { name, object_key, content_type, size };
}

/** One profiler turn answering `asked`, as `user`: its tool calls and its reply. */
async function turn(user: EmulatorUser, answer: string, profile: ProfilerProfile, asked: ChatTurn = { role: 'assistant', content: askText('role') }) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `${API_BASE_PATHS.ai}/device-profiler-v2/chat`,
    headers: bearer(user),
    payload: { messages: [asked, { role: 'user', content: answer }], profile },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { chunks } = streamChunks(response.body);
  const calls = chunks.flatMap((chunk) => (chunk.tool_call ? [chunk.tool_call] : []));
  const reply = chunks.map((chunk) => chunk.content).join('');
  return { calls, reply, value: (field: string): ToolCall['arguments'] | undefined => calls.find((call) => call.arguments.field === field)?.arguments };
}

const FILL = 'Please fill the profile from the document I attached';

describe('the profiler fills the profile from the attached documents', () => {
  let summary: AiAttachment;
  let parsed: ReturnType<typeof parse510kSummary>;
  beforeAll(async () => {
    summary = await upload(alice, 'K231414.pdf', pdfBytes('K231414'));
    const reading = await readDocument(pdfBytes('K231414'), { fileName: 'K231414.pdf' });
    if (!reading.ok) throw new Error(reading.message);
    parsed = parse510kSummary(reading.text);
  });

  it("fills the empty fields from a real 510(k) summary, each marked with the document, and names what it filled", async () => {
    const { calls, reply, value } = await turn(alice, FILL, { attachments: [summary] });
    expect(value('device_name')).toEqual({ field: 'device_name', value: parsed.tradeName, confidence_score: 85, source: 'K231414.pdf' });
    expect(value('description')?.value).toContain('hollow fiber membrane oxygenator with an integrated heat exchanger');
    expect(value('intended_use')?.value).toContain('intended for physiologic gas exchange in adults and small adults undergoing cardiopulmonary bypass');
    expect(value('references')?.value).toContain('K201642');
    expect(value('references')?.value).toContain('ISO 7199:2016');
    expect(calls.map((call) => call.arguments.source)).toEqual(calls.map(() => 'K231414.pdf'));
    // The request itself is no value: the role stays empty and is asked next.
    expect(value('role')).toBeUndefined();
    expect(reply).toContain("From K231414.pdf I've filled:");
    expect(reply).toContain(askText('role'));
  });

  it("keeps a field the user set, offers the document's text, and takes it when told", async () => {
    const profile = { description: 'A membrane oxygenator for bypass surgery.', attachments: [summary] };
    const offer = await turn(alice, 'read my attachment', profile);
    expect(offer.value('description')).toBeUndefined();
    expect(offer.value('intended_use')?.source).toBe('K231414.pdf');
    expect(offer.reply).toContain('You had already set these, so I kept your text.');
    expect(offer.reply).toContain(`- Description (K231414.pdf): ${parsed.deviceDescription!.slice(0, 60)}`);
    expect(offer.reply).toContain('say "use the document\'s description"');

    const taken = await turn(alice, "use the document's description", profile, { role: 'assistant', content: offer.reply });
    expect(taken.calls.map((call) => call.arguments)).toEqual([
      { field: 'description', value: parsed.deviceDescription, confidence_score: 85, source: 'K231414.pdf' },
    ]);
    expect(taken.reply).toContain('Updated: the description is now');
  });

  it("reads the attachments when the user answers the Attachments question with 'done'", async () => {
    const { value } = await turn(alice, 'done', { role: 'Manufacturer', attachments: [summary] }, { role: 'assistant', content: askText('attachments') });
    expect(value('device_name')?.value).toBe(parsed.tradeName);
  });

  it('says why a scan, an encrypted and a truncated PDF were not read, stores nothing of them, and still reads the good one', async () => {
    const whole = pdfBytes('K231414');
    const failing = [
      await upload(alice, 'scan.pdf', await scannedPdf()),
      await upload(alice, 'locked.pdf', await pdfOfText(parsed.indicationsForUse!, { userPassword: 'secret' })),
      await upload(alice, 'cut.pdf', whole.subarray(0, Math.floor(whole.length * 0.6))),
    ];
    const alone = await turn(alice, FILL, { attachments: failing });
    expect(alone.calls).toEqual([]);
    expect(alone.reply).toContain('scan.pdf holds no text to read: it looks like a scan or a picture.');
    expect(alone.reply).toContain('locked.pdf is password-protected (encrypted), so its text cannot be read.');
    expect(alone.reply).toContain('cut.pdf could not be read: it is damaged, cut short, or not a valid PDF file. Nothing of it was kept.');

    const mixed = await turn(alice, FILL, { attachments: [...failing, summary] });
    expect(mixed.calls.length).toBeGreaterThan(0);
    expect(new Set(mixed.calls.map((call) => call.arguments.source))).toEqual(new Set(['K231414.pdf']));
  });

  it("never reads another account's upload, and says so", async () => {
    const bobs = await upload(bob, 'K231414.pdf', pdfBytes('K231414'));
    const { calls, reply } = await turn(alice, FILL, { attachments: [bobs] });
    expect(calls).toEqual([]);
    expect(reply).toContain('K231414.pdf belongs to another account, so it was not read.');
  });

  it('asks for a document when the profile holds none it can read', async () => {
    const { calls, reply } = await turn(alice, FILL, { attachments: ['notes.pdf'] });
    expect(calls).toEqual([]);
    expect(reply).toContain('notes.pdf is in the profile by name only');
  });
});
