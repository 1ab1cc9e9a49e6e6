import { describe, expect, it } from 'vitest';
import { useClientTestServer } from '../../../tests/client-test-server';
import type { EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { ApiError } from '../../app/errors/errors';
import type { SourceRef } from '../contracts/ai';
import { PINNED_SOURCES_MESSAGES } from '../contracts/pinned-sources';
import { kNumberSource, productCodeSource } from '../text/fda-source-refs';

/** The pinned sources client (services.pinnedSources) against the real server on loopback. */
const running = useClientTestServer();
const clientOf = (user: EmulatorUser) => running.servicesOf(user).pinnedSources;

const device: SourceRef = kNumberSource('K213456', 'Pulse oximeter');
const code: SourceRef = productCodeSource('DQA', 'Oximeter');

describe('pinned sources client against the real server', () => {
  it("pins, lists newest first and unpins by id or by source, the signed-in user's only", async () => {
    const pins = clientOf(running.alice);
    expect(await pins.list()).toEqual([]);
    const first = await pins.pin(device);
    const second = await pins.pin(code);
    expect(first).toMatchObject({ id: expect.stringMatching(/^pin_/), source: device });
    expect(await clientOf(running.alice).list()).toEqual([second, first]);
    expect(await clientOf(running.bob).list()).toEqual([]);

    await pins.unpin({ id: first.id });
    await pins.unpin({ source: { kind: 'product_code', id: 'dqa' } });
    expect(await pins.list()).toEqual([]);
  });

  it('sends only the fields the server takes when a card hands it a source carrying more (the server refuses unknown keys)', async () => {
    const pins = clientOf(running.alice);
    const shown = { ...device, snippet: 'A card may keep more beside the SourceRef' };
    expect((await pins.pin(shown)).source).toEqual(device);
    await pins.unpin({ source: shown });
    expect(await pins.list()).toEqual([]);
  });

  it("surfaces a duplicate, another user's pin and a bad source as ApiErrors with the server's message", async () => {
    const pins = clientOf(running.bob);
    const pinned = await pins.pin(device);

    const again = pins.pin(device);
    await expect(again).rejects.toBeInstanceOf(ApiError);
    await expect(again).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: PINNED_SOURCES_MESSAGES.duplicate });

    await expect(clientOf(running.alice).unpin({ id: pinned.id })).rejects.toMatchObject({ status: 404, message: PINNED_SOURCES_MESSAGES.notFound });
    await expect(pins.pin({ ...code, url: 'javascript:alert(1)' })).rejects.toMatchObject({ status: 400, field: 'body.source.url' });
    expect(await pins.list()).toEqual([pinned]);
  });
});
