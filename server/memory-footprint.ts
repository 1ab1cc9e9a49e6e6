import v8 from 'node:v8';

/**
 * V8 settings that keep the server's resident memory small (measured with `npm run bench data`: RSS after
 * the warm-up 575 MB before them, 390-440 MB with them):
 * - PGlite's PostgreSQL is WebAssembly. V8 compiles it with its baseline compiler (Liftoff), then compiles
 *   the busy functions again with its optimising one (TurboFan), whose work left 60-100 MB of freed but
 *   resident malloc arenas behind; the server's small queries keep the baseline code.
 * - The heap may grow by 20 % of what survived a full collection rather than by V8's default factor of up
 *   to 4: under 50 concurrent requests the heap otherwise doubled with garbage.
 * - V8 favours size over speed in its heap and code (about 60 MB less), for data endpoints about 1 ms
 *   slower at p95 and a local classification about 20 % slower (27 ms instead of 22 ms at p50).
 * Call it before the first PGlite starts: V8 reads these when it compiles a WebAssembly module, sizes its
 * heap after a collection, and compiles JavaScript.
 */
export function keepMemoryFootprintSmall(): void {
  v8.setFlagsFromString('--liftoff-only');
  v8.setFlagsFromString('--heap-growing-percent=20');
  v8.setFlagsFromString('--optimize-for-size');
}
