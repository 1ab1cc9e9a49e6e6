import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { createAccount, signIn } from '../auth/auth-actions';

type Mode = 'sign-in' | 'create';

export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Mode | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (mode: Mode) => {
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setBusy(mode);
    setError(null);
    try {
      await (mode === 'create' ? createAccount(email.trim(), password) : signIn(email.trim(), password));
      await navigate({ to: '/' });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Authentication failed');
    } finally {
      setBusy(null);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit('sign-in');
  };

  return (
    <div className="cw-auth-page">
      <form className="cw-auth-card" onSubmit={onSubmit} noValidate>
        <div className="cw-brand-mark cw-brand-mark-large" aria-hidden="true">C</div>
        <h1>Sign in to Clearway</h1>
        <p className="cw-muted">Your 510(k) strategy workspace, backed by FDA data.</p>
        <label className="cw-field">
          <span>Email</span>
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </label>
        <label className="cw-field">
          <span>Password</span>
          <input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p role="alert" className="cw-form-error">
            {error}
          </p>
        )}
        <div className="cw-auth-actions">
          <button type="submit" className="cw-button cw-button-primary" disabled={busy !== null}>
            {busy === 'sign-in' ? 'Signing in...' : 'Sign in'}
          </button>
          <button type="button" className="cw-button" disabled={busy !== null} onClick={() => void submit('create')}>
            {busy === 'create' ? 'Creating account...' : 'Create account'}
          </button>
        </div>
      </form>
    </div>
  );
}
