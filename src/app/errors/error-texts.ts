import type { ErrorKind } from './errors';

export type ErrorScreenVariant = 'page' | 'inline';

interface KindTexts {
  title: Record<ErrorScreenVariant, string>;
  message: Record<ErrorScreenVariant, string>;
  action: string;
}

/** The error screen table of SPEC section 8, verbatim. */
export const ERROR_SCREEN_TEXTS: Record<ErrorKind, KindTexts> = {
  connection: {
    title: { page: 'Connection Lost', inline: 'Connection Issue' },
    message: {
      page: 'Check your internet connection and reload the page.',
      inline: 'Check your internet connection and reload the page.',
    },
    action: 'Retry Connection',
  },
  session: {
    title: { page: 'Session Ended', inline: 'Session Issue' },
    message: {
      page: 'Your session has been terminated for security reasons. Please sign in again.',
      inline: 'Your session has expired. Please sign in again.',
    },
    action: 'Go to Sign In',
  },
  server: {
    title: { page: 'Server Error', inline: 'Server Issue' },
    message: {
      page: 'The system is experiencing a temporary problem. Please try again shortly.',
      inline: "There's a problem communicating with the server. Please try again later.",
    },
    action: 'Try Again',
  },
  other: {
    title: { page: 'Page Error', inline: 'Unexpected Error' },
    message: {
      page: 'A problem occurred while loading this page...',
      inline: 'A problem occurred while loading this page...',
    },
    action: 'Refresh Page',
  },
};

export const HOME_PATH = '/';
export const SIGN_IN_PATH = '/sign-in';
export const GO_HOME_LABEL = 'Go to Homepage';
export const REFRESH_LABEL = 'Refresh Page';
export const CONTACT_SUPPORT_LABEL = 'Contact support';
