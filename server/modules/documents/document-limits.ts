export interface DocumentLimits {
  bytes: number;
  pages: number;
  characters: number;
}

/**
 * What one uploaded document may hold for Clearway to read it (docs/device-profiler.md, "Documents"). Past any
 * of them the document is refused whole with a message that names the limit.
 */
export const DOCUMENT_LIMITS: Readonly<DocumentLimits> = {
  /** A little above the upload limit (20 MB), so that any uploaded file can be read. */
  bytes: 25 * 1024 * 1024,
  pages: 500,
  /** About 700 dense pages of text, far more than a 510(k) summary or a device's manual. */
  characters: 2_000_000,
};
