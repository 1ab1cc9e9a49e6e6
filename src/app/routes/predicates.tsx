import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../auth-guard';
import { PredicateLibraryPage } from '../predicates/PredicateLibraryPage';

/** `?k=K213456` is the device the page shows, so a device's page can be linked to and Back returns to the last one. */
export interface PredicateLibrarySearch {
  k?: string;
}

export const Route = createFileRoute('/predicates')({
  validateSearch: (search: Record<string, unknown>): PredicateLibrarySearch =>
    typeof search.k === 'string' && search.k.trim() !== '' ? { k: search.k.trim().toUpperCase() } : {},
  beforeLoad: requireSignedIn,
  component: PredicateLibraryPage,
});
