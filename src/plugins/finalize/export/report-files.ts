export const REPORT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

export type ReportFormat = keyof typeof REPORT_TYPES;

/** YYYY-MM-DD of `date` in the user's time zone. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Clearway-510k-strategy-{CODE}-{YYYY-MM-DD}.{docx|pdf}, the day the report was prepared. */
export function reportFileName({ productCode, preparedOn }: { productCode: string; preparedOn: string }, format: ReportFormat): string {
  return `Clearway-510k-strategy-${productCode}-${preparedOn}.${format}`;
}

/** Hands the bytes to the browser's downloads as `name`. */
export function downloadBlob(name: string, bytes: Uint8Array<ArrayBuffer> | Blob, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file over; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
