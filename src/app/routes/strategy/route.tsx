import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../auth-guard';

export const Route = createFileRoute('/strategy')({
  beforeLoad: requireSignedIn,
});
