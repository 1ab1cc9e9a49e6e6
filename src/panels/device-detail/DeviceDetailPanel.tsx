import { LoadStateNote } from '../LoadStateNote';
import { kNumberSource } from '../../api/text/fda-source-refs';
import { usDate } from '../../api/text/us-date';
import { PinButton } from '../pinned/PinButton';
import { WatchButton } from '../watch/WatchButton';
import { DEVICE_DETAIL_TEXTS as TEXT } from './device-detail-texts';
import { useDeviceRow } from './use-device-row';
import './device-detail.css';

/** SPEC section 2's detail side panel of a device: its record as the data service gives it. */
export function DeviceDetailPanel({ kNumber }: { kNumber: string }) {
  const state = useDeviceRow(kNumber);
  if (state.status !== 'loaded') return <LoadStateNote state={state} loading={TEXT.loading} error={TEXT.error} />;
  const row = state.data;
  const label = TEXT.labels;
  const fields: Array<[string, string | null]> = [
    [label.kNumber, row.k_number],
    [label.productCode, row.product_code],
    [label.classificationName, row.classification_name],
    [label.regulationNumber, row.regulation_number],
    [label.applicant, row.applicant],
    [label.dateCleared, row.decision_date ? usDate(row.decision_date) : null],
    [label.clearanceTime, row.processing_time_days === null ? null : TEXT.days(row.processing_time_days)],
    [label.decision, row.decision_description],
  ];
  return (
    <article className="cw-device-detail" aria-label={row.k_number}>
      <div className="cw-device-detail-head">
        <h3 className="cw-device-detail-name">{row.device_name ?? TEXT.unnamed}</h3>
        <div className="cw-device-detail-actions">
          <PinButton source={kNumberSource(row.k_number, row.device_name)} />
          <WatchButton kind="k_number" value={row.k_number} what="device" />
          {row.applicant ? <WatchButton kind="applicant" value={row.applicant} label={row.applicant} what="applicant" className="cw-watch-applicant" /> : null}
        </div>
      </div>
      <dl className="cw-device-detail-fields">
        {fields.map(([name, value]) => (
          <div key={name} className="cw-device-detail-field">
            <dt>{name}</dt>
            <dd>{value ?? TEXT.none}</dd>
          </div>
        ))}
      </dl>
      {row.summary_pdf_url ? (
        <a className="cw-button" href={row.summary_pdf_url} target="_blank" rel="noreferrer">
          {TEXT.viewSummary}
        </a>
      ) : (
        <p className="cw-muted">{TEXT.noSummary}</p>
      )}
    </article>
  );
}
