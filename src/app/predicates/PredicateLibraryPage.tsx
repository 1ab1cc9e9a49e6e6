import { useNavigate, useSearch } from '@tanstack/react-router';
import { DeviceSearchBox } from './DeviceSearchBox';
import { LibraryDevice } from './LibraryDevice';
import { LIBRARY_TEXTS as TEXT } from './library-texts';
import './predicate-library.css';

/**
 * The sidebar's Predicate Devices page: any 510(k) of the imported data, found by K-number, device name or
 * applicant, with its record, its predicate lineage and its product code's latest clearances. The device
 * shown is the `k` search parameter, so it can be linked to and Back returns to the previous one.
 */
export function PredicateLibraryPage() {
  const { k } = useSearch({ from: '/predicates' });
  const navigate = useNavigate({ from: '/predicates' });
  const open = (kNumber: string) => void navigate({ search: { k: kNumber } });
  return (
    <main className="cw-page cw-library" aria-labelledby="cw-predicates-title">
      <header className="cw-library-header">
        <h1 id="cw-predicates-title">{TEXT.title}</h1>
        <p className="cw-muted">{TEXT.intro}</p>
        <DeviceSearchBox onOpen={open} />
      </header>
      {k ? <LibraryDevice key={k} kNumber={k} onOpenDevice={open} /> : <p className="cw-library-empty cw-muted">{TEXT.empty}</p>}
    </main>
  );
}
