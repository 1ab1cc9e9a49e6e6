/** A backup or restore refused or failed for a reason the user can act on; the message says it whole. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
