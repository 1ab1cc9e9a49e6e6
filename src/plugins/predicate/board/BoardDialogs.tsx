import { use$ } from '@legendapp/state/react';
import { ConfirmDialog } from '../../../panels/ConfirmDialog';
import { ContentDialog } from '../../../panels/ContentDialog';
import { InsightsDialog } from '../../../panels/InsightsDialog';
import { runFromButton } from '../../../panels/run-from-button';
import { chosenKNumbers } from '../comparison/store';
import { predicate$ } from '../store';
import { boardUi, predicateBoard$ } from './board-state';
import { DeviceCard } from './DeviceCard';
import { PREDICATE_TEXTS } from './texts';

/** SPEC section 2's delete confirmation, open while 'predicate.delete-device' waits for it. */
export function DeleteDeviceDialog() {
  const kNumber = use$(predicateBoard$.confirmDelete);
  const deleting = use$(predicateBoard$.deleting);
  const TEXT = PREDICATE_TEXTS.deleteDialog;
  return (
    <ConfirmDialog
      open={kNumber !== null}
      title={TEXT.title}
      message={kNumber === null ? '' : TEXT.message(kNumber)}
      confirmLabel={TEXT.confirm}
      busy={deleting !== null}
      busyLabel={TEXT.busy}
      destructive
      onConfirm={() => {
        if (kNumber !== null) void runFromButton('predicate.delete-device', { kNumber, confirmed: true });
      }}
      onCancel={boardUi.cancelDelete}
    />
  );
}

/** The research text of the last predicate analysis of the code. */
export function PredicateInsightsDialog({ productCode }: { productCode: string }) {
  const open = use$(predicateBoard$.insightsOpen);
  const insights = use$(predicate$.researchInsightsByProductCode[productCode]) ?? '';
  const TEXT = PREDICATE_TEXTS.insights;
  return <InsightsDialog open={open} onClose={boardUi.closeInsights} title={TEXT.title} text={insights} empty={TEXT.empty} emptyHint={TEXT.emptyHint} />;
}

/** The expand modal: one card whole, its reasoning included. */
export function ExpandedDeviceDialog({ productCode }: { productCode: string }) {
  const kNumber = use$(predicateBoard$.expanded);
  const devices = use$(predicate$.devicesByProductCode[productCode]) ?? [];
  const chosen = use$(() => chosenKNumbers(productCode));
  const device = devices.find((item) => item.kNumber === kNumber);
  return (
    <ContentDialog open={device !== undefined} onClose={boardUi.closeExpanded} title={device ? device.kNumber : ''}>
      {device ? <DeviceCard device={device} chosen={chosen.includes(device.kNumber)} deleting={false} whole /> : null}
    </ContentDialog>
  );
}
