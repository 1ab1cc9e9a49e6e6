/**
 * Whether `error` is firebase-admin failing to reach Firebase Auth (or its emulator): the service is away,
 * which says nothing about the token or the user asked for (503, not 401 or 404).
 */
export function isAuthServiceUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'app/network-error';
}
