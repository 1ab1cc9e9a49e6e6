/** A trimmed value, or null when blank or one of the file's own spellings of "no value" (e.g. 'N/A'). */
export function valueOrNull(value: string | null | undefined, noValue: readonly string[] = []): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || noValue.includes(trimmed) ? null : trimmed;
}

/** 'Y'/'N' (any case; 'Yes'/'No') as a boolean; anything else is unknown. */
export function yesNo(value: string | null | undefined): boolean | null {
  const v = value?.trim().toUpperCase();
  if (v === 'Y' || v === 'YES') return true;
  if (v === 'N' || v === 'NO') return false;
  return null;
}

/** An FDA product code (three letters), upper-cased, or null ('---', '*', blanks). */
export function productCodeOrNull(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * A recall number as FDA writes it, Z-1234-2015, also when given as Z1234-2015 or z-1234-2015; null when
 * it is not one. The recall files and the enforcement reports are joined by it.
 */
export function recallNumberOrNull(value: string | null | undefined): string | null {
  const m = /^Z-?(\d{2,5})-(\d{2,4})$/i.exec(value?.trim() ?? '');
  return m ? `Z-${m[1]}-${m[2]}` : null;
}

/** An integer written plainly, else null. */
export function integerOrNull(value: string | null | undefined): number | null {
  const v = value?.trim() ?? '';
  return /^-?\d+$/.test(v) ? Number(v) : null;
}

/** Rows read, reported to the progress bar in steps rather than one call per row. */
export function progressCounter(ctx: { progress(rows: number): void }, step = 1000) {
  let pending = 0;
  return {
    add(rows = 1) {
      pending += rows;
      if (pending >= step) {
        ctx.progress(pending);
        pending = 0;
      }
    },
    flush() {
      if (pending > 0) ctx.progress(pending);
      pending = 0;
    },
  };
}
