import { CLEARED_DEVICES_TEXTS as TEXT } from './cleared-devices-texts';
import { ClearedDeviceList } from './ClearedDeviceList';
import { useLatestDevices } from './use-latest-devices';
import './cleared-devices.css';

/** The ten latest cleared devices of a product code (SPEC section 2), with what the imported files cover. */
export function LatestClearedDevices({ productCode }: { productCode: string }) {
  const code = productCode.trim().toUpperCase();
  const state = useLatestDevices(code);
  switch (state.status) {
    case 'loading':
      return (
        <p className="cw-muted" role="status">
          {TEXT.loading}
        </p>
      );
    case 'error':
      return (
        <p className="cw-cleared-error" role="alert">
          {TEXT.error(state.message)}
        </p>
      );
    case 'empty':
      return (
        <div className="cw-cleared-empty">
          <p>{TEXT.empty(code)}</p>
          {state.coverage?.held === false ? <p className="cw-muted">{TEXT.notCovered}</p> : null}
        </div>
      );
    case 'listed':
      return (
        <div className="cw-cleared">
          {state.coverage?.held ? <p className="cw-muted cw-cleared-caption">{TEXT.heldYears(state.coverage)}</p> : null}
          <ClearedDeviceList devices={state.devices} label={TEXT.listLabel(code)} />
        </div>
      );
  }
}
