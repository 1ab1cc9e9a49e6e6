import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './file-storage.ts';
import type { PendingObjectsRepository } from './pending-objects.repository.ts';
import { isAbandoned } from './write-owner.ts';

/**
 * Removes what the writes of a killed process left in the file storage: its temporary files, and the objects
 * it stored for a row it never committed (pending_objects). Returns how many it cleared.
 */
export async function removeAbandonedWrites(storage: FileStorage, pending: PendingObjectsRepository): Promise<number> {
  let removed = (await storage.removeAbandonedTemporaryFiles?.()) ?? 0;
  const abandoned = (await pending.list()).filter((object) => isAbandoned(object.writer, object.created_at));
  for (const { key } of abandoned) {
    await storage.remove(key);
    removed++;
  }
  await pending.remove(abandoned.map(({ key }) => key));
  return removed;
}

/** removeAbandonedWrites as the server starts, saying what it did; a failure is logged and left to the next start. */
export async function removeAbandonedWritesAtStart(storage: FileStorage, pending: PendingObjectsRepository, log: FastifyBaseLogger): Promise<void> {
  try {
    const removed = await removeAbandonedWrites(storage, pending);
    if (removed > 0) log.warn(`Removed ${removed} file(s) that writes of a stopped server had left unfinished`);
  } catch (error) {
    log.warn({ err: error }, 'The files of unfinished writes could not be removed; the next start tries again');
  }
}
