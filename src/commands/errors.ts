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
