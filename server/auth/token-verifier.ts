export interface AuthUser {
  uid: string;
  email: string | null;
  /** The Firebase custom claim `admin` (README: "Administrators"). */
  admin?: boolean;
}

/** Resolves the user a Firebase ID token belongs to; rejects when the token is invalid or expired. */
export type TokenVerifier = (idToken: string) => Promise<AuthUser>;
