/** Hands a file to the browser's downloads as `name`. */
export function downloadFile(name: string, content: BlobPart | readonly BlobPart[], type: string): void {
  const parts = Array.isArray(content) ? content : [content];
  const url = URL.createObjectURL(new Blob(parts as BlobPart[], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file over; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
