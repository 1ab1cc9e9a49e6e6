import { useId } from 'react';
import type { DeviceRow } from '../../api/contracts/data';
import { FieldList } from '../FieldList';
import { usDate } from '../../api/text/us-date';
import { CLEARED_DEVICES_TEXTS as TEXT } from './cleared-devices-texts';

const dateOrNull = (day: string | null) => (day === null ? null : usDate(day));

function SummaryTexts({ device }: { device: DeviceRow }) {
  const blocks = [
    [TEXT.fields.deviceDescription, device.summary_device_description],
    [TEXT.fields.intendedUse, device.summary_intended_use],
    [TEXT.fields.techCharacteristics, device.summary_tech_characteristics],
  ].filter((block): block is [string, string] => Boolean(block[1]?.trim()));
  if (blocks.length === 0) return <p className="cw-muted">{TEXT.noTexts}</p>;
  return blocks.map(([label, text]) => (
    <div key={label} className="cw-cleared-text">
      <h5>{label}</h5>
      <p>{text}</p>
    </div>
  ));
}

function DocumentLinks({ device }: { device: DeviceRow }) {
  const links = [
    [TEXT.documents.summary, device.summary_pdf_url],
    [TEXT.documents.statement, device.statement_pdf_url],
    [TEXT.documents.decisionSummary, device.decision_summary_pdf_url],
    [TEXT.documents.foia, device.foia_pdf_url],
  ].filter((link): link is [string, string] => Boolean(link[1]));
  if (links.length === 0) return <p className="cw-muted">{TEXT.noDocuments}</p>;
  return (
    <ul className="cw-cleared-documents">
      {links.map(([label, url]) => (
        <li key={label}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {label}
            <span className="cw-visually-hidden"> {TEXT.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function ClearedDeviceDetails({ device, id }: { device: DeviceRow; id: string }) {
  return (
    <div id={id} className="cw-cleared-details">
      <section>
        <h4>{TEXT.sections.basic}</h4>
        <FieldList
          fields={[
            { label: TEXT.fields.fdaDeviceName, value: device.openfda_device_name },
            { label: TEXT.fields.medicalSpecialty, value: device.medical_specialty_description },
            { label: TEXT.fields.deviceClass, value: device.device_class },
          ]}
        />
      </section>
      <section>
        <h4>{TEXT.sections.additional}</h4>
        <FieldList
          fields={[
            { label: TEXT.fields.dateReceived, value: dateOrNull(device.date_received) },
            { label: TEXT.fields.advisoryCommittee, value: device.advisory_committee_description },
            { label: TEXT.fields.country, value: device.country_code },
          ]}
        />
      </section>
      <section>
        <h4>{TEXT.sections.texts}</h4>
        <SummaryTexts device={device} />
      </section>
      <section>
        <h4>{TEXT.sections.documents}</h4>
        <DocumentLinks device={device} />
      </section>
    </div>
  );
}

interface ClearedDeviceCardProps {
  device: DeviceRow;
  expanded: boolean;
  onToggle: () => void;
}

/** One cleared device: K-number, name, applicant and decision date; expanded, its details, texts and documents. */
export function ClearedDeviceCard({ device, expanded, onToggle }: ClearedDeviceCardProps) {
  const detailsId = useId();
  return (
    <article className="cw-cleared-card" aria-label={device.k_number}>
      <button type="button" className="cw-cleared-toggle" aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined} onClick={onToggle}>
        <span className="cw-cleared-badge">{device.k_number}</span>
        <span className="cw-cleared-name">{device.device_name ?? TEXT.unnamedDevice}</span>
        <span className="cw-cleared-applicant">{device.applicant}</span>
        <span className="cw-cleared-date">{dateOrNull(device.decision_date)}</span>
      </button>
      {expanded ? <ClearedDeviceDetails device={device} id={detailsId} /> : null}
    </article>
  );
}
