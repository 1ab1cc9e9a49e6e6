import { use$ } from '@legendapp/state/react';
import type { AiAttachment } from '../../api/contracts/ai';
import { useServices } from '../../app/services';
import { confidenceLabel } from '../../panels/chat/confidence';
import { CommandButton } from '../../panels/CommandButton';
import { ConfirmDialog } from '../../panels/ConfirmDialog';
import { toast } from '../../panels/toast';
import { editToSave, isEditableStep, isRequiredProfileField, isStepComplete } from './profile-rules';
import { deleteProfile } from './profile-sync';
import { setStepValue } from './profile-updates';
import { profilerUi$ } from './profiler-ui';
import { PROFILE_STEP_IDS, profile$, type ProfileStepId, type ProfileSteps } from './store';
import { ProfileStepEditor } from './ProfileStepEditor';
import './profiler.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function ConfidenceBadge({ score }: { score: number | null }) {
  if (score === null) return null;
  const label = confidenceLabel(score);
  return (
    <span className={`cw-confidence cw-confidence-${label.toLowerCase().replace(' ', '-')}`} title={`Confidence ${Math.round(score)}%`}>
      {label}
    </span>
  );
}

function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function AttachmentList({ files }: { files: readonly AiAttachment[] }) {
  const services = useServices();
  // Stored links expire; a fresh one is asked for when the file is opened.
  const open = async (file: AiAttachment) => {
    // Opened before the await, while the click still allows a new tab.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = file.object_key ? (await services.files.fileUrl(file.object_key)).url : file.url;
      if (!url) throw new Error('This file has no link');
      if (tab) tab.location.href = url;
    } catch (error) {
      tab?.close();
      toast.error(`${file.name} could not be opened: ${messageOf(error)}`);
    }
  };
  return (
    <ul className="cw-profile-files">
      {files.map((file) => (
        <li key={file.name}>
          {file.object_key || file.url ? (
            <button type="button" className="cw-link-button" onClick={() => void open(file)}>
              {file.name}
            </button>
          ) : (
            file.name
          )}
          <span className="cw-muted"> {formatSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}

function StepValue({ id, steps }: { id: ProfileStepId; steps: ProfileSteps }) {
  if (id === 'finalize') return <p className="cw-profile-value">{steps.finalize.data ? 'Finalized' : 'Not finalized yet'}</p>;
  if (id === 'attachments') {
    return steps.attachments.data.length > 0 ? <AttachmentList files={steps.attachments.data} /> : <p className="cw-profile-value cw-muted">No files attached</p>;
  }
  const { data: value, source } = steps[id];
  return (
    <>
      <p className={`cw-profile-value${value ? '' : ' cw-muted'}`}>{value || 'Not provided yet'}</p>
      {value && source && <p className="cw-profile-source cw-muted">From {source}</p>}
    </>
  );
}

function ProfileStepCard({ id, steps, editing }: { id: ProfileStepId; steps: ProfileSteps; editing: boolean }) {
  const step = steps[id];
  const complete = isStepComplete(steps, id);
  const editable = complete && isEditableStep(id);
  const startEditing = () => profilerUi$.editing.set(id);
  const stopEditing = () => profilerUi$.editing.set(null);

  return (
    <li className={`cw-profile-step${complete ? ' is-complete' : ''}`} aria-label={step.label}>
      <div className="cw-profile-step-head">
        <h3>{step.label}</h3>
        {id !== 'finalize' && complete && <ConfidenceBadge score={step.confidence_score} />}
        {editable && !editing && (
          <button type="button" className="cw-link-button" aria-label={`Edit ${step.label}`} onClick={startEditing}>
            Edit
          </button>
        )}
        {!complete && isRequiredProfileField(id) && !editing && (
          <CommandButton command="device-profiler.fill-field" args={{ field: id }} className="cw-link-button" label={`Fill in ${step.label}`}>
            Fill in
          </CommandButton>
        )}
      </div>
      {editing && isEditableStep(id) ? (
        <ProfileStepEditor
          label={step.label}
          value={steps[id].data}
          onCancel={stopEditing}
          onSave={(draft) => {
            const value = editToSave(steps[id].data, draft);
            if (value !== null) setStepValue(id, value);
            stopEditing();
          }}
        />
      ) : (
        <StepValue id={id} steps={steps} />
      )}
      {id === 'attachments' && (
        <CommandButton command="device-profiler.attach" className="cw-button cw-button-small">
          Attach file
        </CommandButton>
      )}
    </li>
  );
}

/** The 'Device Profile' panel beside the profiler chat: a card per profiler step. */
export default function ProfilePanel() {
  const services = useServices();
  const steps = use$(profile$.steps);
  const editing = use$(profilerUi$.editing);
  const confirmingDelete = use$(profilerUi$.confirmingDelete);
  const completed = PROFILE_STEP_IDS.filter((id) => isStepComplete(steps, id)).length;

  return (
    <section className="cw-profile" aria-labelledby="device-profile-title">
      <header className="cw-profile-header">
        <h2 id="device-profile-title">Device Profile</h2>
        <p className="cw-muted">
          {completed} of {PROFILE_STEP_IDS.length} steps complete
        </p>
      </header>
      <ol className="cw-profile-steps">
        {PROFILE_STEP_IDS.map((id) => (
          <ProfileStepCard key={id} id={id} steps={steps} editing={editing === id} />
        ))}
      </ol>
      <div className="cw-profile-actions">
        <CommandButton command="classification.run" args={{ force: true }} className="cw-button cw-button-primary">
          Find classification scenarios
        </CommandButton>
        <CommandButton command="device-profiler.delete-profile">Delete profile</CommandButton>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete device profile"
        message="This deletes the device profile here and on the server. The chat stays."
        confirmLabel="Delete"
        destructive
        onCancel={() => profilerUi$.confirmingDelete.set(false)}
        onConfirm={() => {
          profilerUi$.confirmingDelete.set(false);
          deleteProfile(services).catch((error: unknown) => toast.error(`The device profile was not deleted: ${messageOf(error)}`));
        }}
      />
    </section>
  );
}
