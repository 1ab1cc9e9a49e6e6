import { use$ } from '@legendapp/state/react';
import { DeviceDetailPanel } from '../../../panels/device-detail/DeviceDetailPanel';
import { predicateBoard$ } from '../board/board-state';
import { PREDICATE_TEXTS } from '../board/texts';

/** SPEC section 2's detail side panel: the record of the device last opened on the board. */
export default function DeviceSidePanel() {
  const kNumber = use$(predicateBoard$.sidePanelDevice);
  return kNumber ? <DeviceDetailPanel kNumber={kNumber} /> : <p className="cw-muted">{PREDICATE_TEXTS.sidePanel.empty}</p>;
}
