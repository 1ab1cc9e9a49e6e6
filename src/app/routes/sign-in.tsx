import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionKnown } from '../auth-guard';
import { SignInPage } from '../sign-in/SignInPage';

export const Route = createFileRoute('/sign-in')({
  beforeLoad: async () => {
    if (await sessionKnown()) throw redirect({ to: '/' });
  },
  component: SignInPage,
});
