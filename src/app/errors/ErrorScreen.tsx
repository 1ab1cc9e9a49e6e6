import { useId } from 'react';
import { supportEmail } from '../config/env';
import type { ErrorKind } from './errors';
import {
  CONTACT_SUPPORT_LABEL,
  ERROR_SCREEN_TEXTS,
  GO_HOME_LABEL,
  HOME_PATH,
  REFRESH_LABEL,
  SIGN_IN_PATH,
  type ErrorScreenVariant,
} from './error-texts';
import { reloadPage } from './reload';
import './errors.css';

export interface ErrorScreenProps {
  kind: ErrorKind;
  variant: ErrorScreenVariant;
  /** Runs the kind's retry action (connection, server); the page reloads when absent. */
  onRetry?: () => void;
}

/**
 * One of the four error screens of SPEC section 8, as a full page or an inline card. Plain links
 * (no router) so it also works when the router itself failed.
 */
export function ErrorScreen({ kind, variant, onRetry }: ErrorScreenProps) {
  const titleId = useId();
  const texts = ERROR_SCREEN_TEXTS[kind];
  const Title = variant === 'page' ? 'h1' : 'h2';

  return (
    <section role="alert" aria-labelledby={titleId} className={`cw-error-screen cw-error-screen--${variant}`}>
      <div className="cw-error-card">
        <Title id={titleId} className="cw-error-title">
          {texts.title[variant]}
        </Title>
        <p className="cw-error-message">{texts.message[variant]}</p>
        <div className="cw-error-actions">
          {kind === 'session' ? (
            <a className="cw-error-button cw-error-button--primary" href={SIGN_IN_PATH}>
              {texts.action}
            </a>
          ) : (
            <button
              type="button"
              className="cw-error-button cw-error-button--primary"
              onClick={kind === 'other' ? reloadPage : (onRetry ?? reloadPage)}
            >
              {texts.action}
            </button>
          )}
          <a className="cw-error-button" href={HOME_PATH}>
            {GO_HOME_LABEL}
          </a>
          {texts.action !== REFRESH_LABEL && (
            <button type="button" className="cw-error-button" onClick={reloadPage}>
              {REFRESH_LABEL}
            </button>
          )}
        </div>
        <a className="cw-error-support" href={`mailto:${supportEmail()}`}>
          {CONTACT_SUPPORT_LABEL}
        </a>
      </div>
    </section>
  );
}
