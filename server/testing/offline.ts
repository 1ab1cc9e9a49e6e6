/**
 * True when FDA's download host cannot be reached (this project's test machines have no network). The
 * tests of the offline path run only then: elsewhere they would download FDA's files for real.
 */
export async function fdaUnreachable(): Promise<boolean> {
  try {
    await fetch('https://www.accessdata.fda.gov/', { method: 'HEAD', signal: AbortSignal.timeout(3_000) });
    return false;
  } catch {
    return true;
  }
}
