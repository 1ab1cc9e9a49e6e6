import { ENV_VARIABLE_HINTS, type EnvironmentConfigurationError } from './env';
import '../errors/errors.css';

/** Shown instead of the app when the build-time configuration is invalid (SPEC section 8). */
export function ConfigErrorScreen({ error }: { error: EnvironmentConfigurationError }) {
  return (
    <main className="cw-error-screen cw-error-screen--page" role="alert">
      <div className="cw-error-card">
        <h1 className="cw-error-title">Environment Configuration Error</h1>
        <p className="cw-error-message">{error.message}</p>
        <p className="cw-error-hint">Set these variables in .env (or the build environment) and rebuild:</p>
        <ul className="cw-error-variables">
          {error.problems.map(({ variable }) => (
            <li key={variable}>
              <code>{variable}</code>: {ENV_VARIABLE_HINTS[variable]}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
