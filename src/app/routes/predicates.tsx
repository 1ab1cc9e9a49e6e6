import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth-guard';
import { PredicateLibraryPage } from '../predicates/PredicateLibraryPage';

export const Route = createFileRoute('/predicates')({
  beforeLoad: requireSignedIn,
  component: PredicateLibraryPage,
});
