import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases';
import { DeviceProfile } from '../../../src/api/contracts/device-profile';
import type { RestUser } from '../load/mix';

export interface WritesSeen {
  writes: number;
  /** Reads made, one per process per write. */
  reads: number;
  /** Reads that did not give back the write just acknowledged. */
  stale: number;
}

async function profileFrom(response: Response): Promise<DeviceProfile> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return DeviceProfile.assert(await response.json());
}

/**
 * Saves the user's device profile `writes` times, each time through the next process in turn with a new
 * description, and reads it back through every process the moment the save is acknowledged.
 */
export async function checkWritesSeenEverywhere(processUrls: readonly string[], user: RestUser, writes: number): Promise<WritesSeen> {
  const path = `${API_BASE_PATHS.rest}/reg-strategy/device-profile?profile_id=${encodeURIComponent(user.profileId)}`;
  let stale = 0;
  for (let write = 0; write < writes; write++) {
    const description = `${user.profile.description} (revision ${write + 1})`;
    await profileFrom(
      await fetch(`${processUrls[write % processUrls.length]}${path}`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ ...user.profile, description }),
      }),
    );
    const reads = await Promise.all(processUrls.map(async (url) => profileFrom(await fetch(`${url}${path}`, { headers: user.headers }))));
    stale += reads.filter((read) => read.description !== description).length;
  }
  return { writes, reads: writes * processUrls.length, stale };
}
