/** Gathers streamed text deltas into whole lines, so each line can be checked before it is sent. */
export function createLineBuffer() {
  let pending = '';
  return {
    /** The lines the delta completed, each with its line break. */
    push(delta: string): string[] {
      pending += delta;
      const lines: string[] = [];
      let end = pending.indexOf('\n');
      while (end !== -1) {
        lines.push(pending.slice(0, end + 1));
        pending = pending.slice(end + 1);
        end = pending.indexOf('\n');
      }
      return lines;
    },
    /** The unfinished last line, if any, emptying the buffer. */
    flush(): string | null {
      const rest = pending;
      pending = '';
      return rest === '' ? null : rest;
    },
  };
}
