/** Makes a disposer safe to call twice: legend's disposers are not (a second call corrupts its listener counts). */
export function once(dispose: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    dispose();
  };
}
