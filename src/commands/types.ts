import type { Type } from 'arktype';

/** Where an execution came from; every run is tagged with one. */
export type CommandSource = 'palette' | 'keyboard' | 'button' | 'api' | 'test';

export interface Disposable {
  dispose(): void;
}

/** Context keys that plugins set (e.g. 'auth.signedIn', 'workflow.currentStep'); when/enabled read them. */
export type CommandContext = Readonly<Record<string, unknown>>;

/**
 * Commands declare their argument type here by declaration merging, so execute() is typed by id:
 *   declare module '../../commands/types' { interface CommandArgs { 'workflow.next': void } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommandArgs {}

export type CommandId = keyof CommandArgs & string;

export interface CommandEnv {
  source: CommandSource;
  context: CommandContext;
  /** Run another command through the same execute path, keeping the source. */
  execute<K extends CommandId>(id: K, ...args: ArgsParam<K>): Promise<void>;
}

/** How the palette asks for an argument on a page of its own. */
export interface CommandPrompt<A> {
  /** Placeholder of the palette's input on the argument page. */
  placeholder: string;
  /** Fixed choices offered on that page; without them the typed text is the answer. */
  choices?(context: CommandContext): ReadonlyArray<{ label: string; value: A }>;
  /** Turns the typed text into args; the result is still checked by `args`. */
  fromText?(text: string): A;
}

export interface Command<A = void> {
  /** '<plugin>.<verb>' */
  id: string;
  title: string;
  category: string;
  keywords?: readonly string[];
  /** tinykeys key strings, e.g. '$mod+Enter', 'Alt+ArrowRight'. */
  keys?: readonly string[];
  /** arktype type checked on every dispatch; absent means the command takes no arguments. */
  args?: Type<A>;
  prompt?: CommandPrompt<A>;
  /** Shown at all (palette, keymap). Defaults to true. */
  when?(context: CommandContext): boolean;
  /** true, or the reason the command cannot run now. Defaults to true. */
  enabled?(context: CommandContext): true | string;
  run(args: A, env: CommandEnv): void | Promise<void>;
}

export type ArgsParam<K extends CommandId> = CommandArgs[K] extends void ? [args?: undefined] : [args: CommandArgs[K]];
