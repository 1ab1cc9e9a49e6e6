import { Suspense } from 'react';
import { use$ } from '@legendapp/state/react';
import type { WorkflowStep } from '../workflow-steps';
import { useSidePanels } from '../../plugins/host/contributions';
import { ShortcutList } from './ShortcutList';
import { workspace$ } from './workspace-store';

/** The plugins' side panels for this step as tabs; the keyboard shortcuts when none is registered. */
export function SidePanel({ step }: { step: WorkflowStep }) {
  const panels = useSidePanels(step.id);
  const selected = use$(workspace$.sidePanel);
  const active = panels.find((p) => p.id === selected) ?? panels[0];

  if (!active) {
    return (
      <section className="cw-side" aria-label="Shortcuts">
        <h2 className="cw-side-title">Shortcuts</h2>
        <ShortcutList />
      </section>
    );
  }
  const Component = active.component;
  return (
    <section className="cw-side" aria-label={active.title}>
      <div role="tablist" className="cw-tabs">
        {panels.map((p) => (
          <button key={p.id} type="button" role="tab" aria-selected={p.id === active.id} onClick={() => workspace$.sidePanel.set(p.id)}>
            {p.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="cw-side-body">
        <Suspense fallback={<div className="cw-loader" role="progressbar" aria-label={`Loading ${active.title}`} />}>
          <Component />
        </Suspense>
      </div>
    </section>
  );
}

