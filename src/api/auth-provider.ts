/** Where the API clients get the bearer token; the session implements it, tests pass their own. */
export interface AuthProvider {
  /** The current ID token; `forceRefresh` asks the identity provider for a new one (after a 401). */
  getIdToken(forceRefresh: boolean): Promise<string>;
}
