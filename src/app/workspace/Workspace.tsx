import { Suspense, useEffect } from 'react';
import { Group, Panel, Separator, useDefaultLayout, usePanelRef } from 'react-resizable-panels';
import { use$ } from '@legendapp/state/react';
import type { WorkflowStep } from '../workflow-steps';
import { useStepContribution } from '../../plugins/host/contributions';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { workspace$ } from './workspace-store';
import { StepNavigator } from './StepNavigator';
import { SidePanel } from './SidePanel';
import { PanelIcon } from '../shell/icons';
import { FirstRunWelcome } from './FirstRunWelcome';

const LAYOUT_STORAGE_ID = 'clearway.layout.workspace';

function StepView({ step }: { step: WorkflowStep }) {
  const contribution = useStepContribution(step.id);
  if (!contribution) return <p className="cw-muted">No plugin provides the {step.label} step.</p>;
  const Component = contribution.component;
  return (
    <ErrorBoundary key={step.id}>
      <Suspense fallback={<div className="cw-loader" role="progressbar" aria-label={`Loading ${step.label}`} />}>
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The step panel and a collapsible side panel; sizes persist in browser storage. */
export function Workspace({ step }: { step: WorkflowStep }) {
  const layout = useDefaultLayout({ id: LAYOUT_STORAGE_ID, storage: localStorage });
  const sidePanel = usePanelRef();
  const sideCollapsed = use$(workspace$.sideCollapsed);

  useEffect(() => {
    const panel = sidePanel.current;
    if (!panel) return;
    if (sideCollapsed && !panel.isCollapsed()) panel.collapse();
    if (!sideCollapsed && panel.isCollapsed()) panel.expand();
  }, [sideCollapsed, sidePanel]);

  return (
    <div className="cw-workspace">
      <StepNavigator>
        <button
          type="button"
          className="cw-icon-button"
          aria-label={sideCollapsed ? 'Show side panel' : 'Hide side panel'}
          aria-pressed={!sideCollapsed}
          onClick={() => workspace$.sideCollapsed.set((v) => !v)}
        >
          <PanelIcon />
        </button>
      </StepNavigator>
      <Group
        orientation="horizontal"
        className="cw-panels"
        defaultLayout={layout.defaultLayout}
        onLayoutChanged={layout.onLayoutChanged}
      >
        <Panel id="step" minSize="40%" className="cw-step-panel">
          <main className="cw-step-main" aria-label={step.label}>
            <FirstRunWelcome />
            <StepView step={step} />
          </main>
        </Panel>
        <Separator className="cw-separator" />
        <Panel
          id="side"
          panelRef={sidePanel}
          collapsible
          collapsedSize="0%"
          defaultSize="28%"
          minSize="18%"
          maxSize="50%"
          className="cw-side-panel"
          onResize={(size) => {
            const collapsed = size.asPercentage === 0;
            if (collapsed !== workspace$.sideCollapsed.peek()) workspace$.sideCollapsed.set(collapsed);
          }}
        >
          <SidePanel step={step} />
        </Panel>
      </Group>
    </div>
  );
}
