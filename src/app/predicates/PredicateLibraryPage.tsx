export function PredicateLibraryPage() {
  return (
    <main className="cw-page" aria-labelledby="cw-predicates-title">
      <h1 id="cw-predicates-title">Predicate Devices</h1>
      <p className="cw-muted">
        Search cleared 510(k) devices by K-number and keep the ones you may cite as predicates. The search opens once the
        FDA data service is in place.
      </p>
    </main>
  );
}
