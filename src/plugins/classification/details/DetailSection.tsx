import { useId, type ReactNode } from 'react';

/** A titled section of the detail dialog, named by its heading (a region to assistive technology). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="cw-scenario-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {children}
    </section>
  );
}
