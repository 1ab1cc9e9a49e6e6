import { LatestClearedDevices } from '../../panels/cleared-devices/LatestClearedDevices';
import { DeviceDetailPanel } from '../../panels/device-detail/DeviceDetailPanel';
import { useDeviceRow } from '../../panels/device-detail/use-device-row';
import { WatchButton } from '../../panels/watch/WatchButton';
import { RelationshipsGraph } from '../../panels/relationships-graph/RelationshipsGraph';
import { ReviewTimeForecast } from '../../panels/review-time/ReviewTimeForecast';
import { useUserLinksOf } from '../../plugins/predicate/details/user-links';
import { LIBRARY_TEXTS } from './library-texts';

const TEXT = LIBRARY_TEXTS.sections;

/**
 * One device on the Predicate Devices page: its record, its lineage graph (with the user's device where they chose
 * a drawn device as its predicate), its code's latest clearances and its code's review-time forecast.
 */
export function LibraryDevice({ kNumber, onOpenDevice }: { kNumber: string; onOpenDevice: (kNumber: string) => void }) {
  const device = useDeviceRow(kNumber);
  const productCode = device.status === 'loaded' ? device.data.product_code : null;
  const userLinks = useUserLinksOf(kNumber, productCode);
  return (
    <div className="cw-library-device">
      <section className="cw-library-section cw-library-record" aria-label={TEXT.details}>
        <h2>{TEXT.details}</h2>
        <DeviceDetailPanel kNumber={kNumber} />
      </section>
      <section className="cw-library-section cw-library-graph" aria-label={TEXT.graph}>
        <h2>{TEXT.graph}</h2>
        <RelationshipsGraph kNumber={kNumber} onOpenDevice={onOpenDevice} userLinks={userLinks} />
      </section>
      {device.status === 'loaded' ? (
        <section className="cw-library-section cw-library-latest" aria-label={productCode ? TEXT.latest(productCode) : TEXT.details}>
          {productCode ? (
            <>
              <h2>
                {TEXT.latest(productCode)} <WatchButton kind="product_code" value={productCode} />
              </h2>
              <LatestClearedDevices productCode={productCode} />
            </>
          ) : (
            <p className="cw-muted">{TEXT.noProductCode}</p>
          )}
        </section>
      ) : null}
      {productCode ? (
        <section className="cw-library-section cw-library-review-time" aria-label={TEXT.reviewTime(productCode)}>
          <h2>{TEXT.reviewTime(productCode)}</h2>
          <ReviewTimeForecast productCode={productCode} />
        </section>
      ) : null}
    </div>
  );
}
