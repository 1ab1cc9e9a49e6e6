/** Thrown by execute for an id nobody registered. */
export class CommandNotFoundError extends Error {
  override readonly name = 'CommandNotFoundError';
  constructor(readonly commandId: string) {
    super(`Command '${commandId}' is not registered`);
  }
}

/** Thrown by execute when the command is hidden (`when` false) or disabled; `reason` is user-facing. */
export class CommandDisabledError extends Error {
  override readonly name = 'CommandDisabledError';
  constructor(
    readonly commandId: string,
    readonly reason: string,
  ) {
    super(`Command '${commandId}' cannot run: ${reason}`);
  }
}

/** Thrown by execute when the arguments fail the command's arktype `args`; the message is arktype's summary. */
export class CommandArgsError extends Error {
  override readonly name = 'CommandArgsError';
  constructor(
    readonly commandId: string,
    message: string,
  ) {
    super(message);
  }
}

const reported = new WeakSet<object>();

/** Marks an error that a command has already shown to the user (a toast), so that buttons do not show it again. */
export function markReported<E>(error: E): E {
  if (typeof error === 'object' && error !== null) reported.add(error);
  return error;
}

export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error);
}
