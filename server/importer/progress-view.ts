import type { ImportEvent } from './run-import.ts';

export interface ProgressOutput {
  write(text: string): void;
  /** A terminal: one line redrawn in place. Otherwise (a log, CI) plain lines now and then. */
  isTTY: boolean;
  /** Width of the terminal, for the bar. */
  columns?: number;
}

export interface ProgressViewOptions {
  /** Rows each dataset stored in its previous import: what "done" means for the estimate. */
  previousRows?: ReadonlyMap<string, number>;
  /** Plain output prints a progress line this often. */
  plainIntervalMs?: number;
  now?: () => number;
}

interface Running {
  dataset: string;
  startedAt: number;
  rows: number;
  bytes: number;
  totalBytes: number;
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const number = (n: number) => n.toLocaleString('en-US');

/**
 * How far a dataset is, 0..1, or null when nothing tells: against its previous import's rows when
 * there was one, else against the size of its files.
 */
export function doneFraction(running: Running, previousRows: number | undefined): number | null {
  if (previousRows && previousRows > 0) return Math.min(running.rows / previousRows, 0.99);
  if (running.totalBytes > 0 && running.bytes > 0) return Math.min(running.bytes / running.totalBytes, 0.99);
  return null;
}

/** One status line: dataset, bar, rows, rate, elapsed and time left ('?' when it cannot be told). */
export function progressLine(running: Running, previousRows: number | undefined, now: number, barWidth: number): string {
  const elapsed = (now - running.startedAt) / 1000;
  const fraction = doneFraction(running, previousRows);
  const rate = elapsed > 0 ? running.rows / elapsed : 0;
  const left = fraction !== null && fraction > 0.01 ? formatDuration((elapsed * (1 - fraction)) / fraction) : '?';
  const bar =
    barWidth <= 0
      ? ''
      : fraction === null
        ? `[${'·'.repeat(barWidth)}]    ? `
        : `[${'#'.repeat(Math.round(fraction * barWidth)).padEnd(barWidth, '-')}] ${String(Math.floor(fraction * 100)).padStart(3)}% `;
  return `${running.dataset.padEnd(18)} ${bar} ${number(running.rows)} rows  ${number(Math.round(rate))} rows/s  ${formatDuration(elapsed)} elapsed  ${left} left`;
}

/** Shows the import's progress: a bar redrawn in place on a terminal, plain lines elsewhere. */
export function createProgressView(output: ProgressOutput, options: ProgressViewOptions = {}) {
  const now = options.now ?? Date.now;
  const plainInterval = options.plainIntervalMs ?? 5_000;
  let running: Running | null = null;
  let lastPlainLine = 0;
  let timer: NodeJS.Timeout | null = null;

  // A pseudo-terminal may report 0 columns: taken as unknown.
  const width = output.columns || 100;
  const line = () => {
    return progressLine(running!, options.previousRows?.get(running!.dataset), now(), Math.max(0, Math.min(30, width - 75)));
  };
  const redraw = () => {
    if (!running) return;
    if (output.isTTY) {
      output.write(`\r\x1b[2K${line().slice(0, width - 1)}`);
    } else if (now() - lastPlainLine >= plainInterval) {
      lastPlainLine = now();
      output.write(`${line()}\n`);
    }
  };
  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };

  return {
    onEvent(event: ImportEvent) {
      if (event.type === 'start') {
        running = { dataset: event.dataset, startedAt: now(), rows: 0, bytes: 0, totalBytes: event.totalBytes };
        lastPlainLine = now();
        if (!output.isTTY) output.write(`${event.dataset}: importing\n`);
        // Keeps elapsed and time left moving while a dataset works without reporting.
        if (output.isTTY && !timer) timer = setInterval(redraw, 250).unref();
        redraw();
      } else if (event.type === 'progress' && running) {
        running.rows = event.rows;
        running.bytes = event.bytes;
        redraw();
      } else if (event.type === 'done') {
        const { outcome } = event;
        const result = outcome.error
          ? `FAILED after ${outcome.seconds.toFixed(1)} s: ${outcome.error}`
          : `${number(outcome.rows)} rows in ${outcome.seconds.toFixed(1)} s${outcome.rejected ? ` (${number(outcome.rejected)} rejected)` : ''}`;
        output.write(`${output.isTTY ? '\r\x1b[2K' : ''}${outcome.name}: ${result}\n`);
        running = null;
      }
    },
    stop: stopTimer,
  };
}
