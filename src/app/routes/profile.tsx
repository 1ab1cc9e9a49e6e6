import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../plugins/account/profile/ProfilePage';
import { requireSignedIn } from '../auth-guard';

export const Route = createFileRoute('/profile')({
  beforeLoad: requireSignedIn,
  component: ProfilePage,
});
