import type { FeedbackSubject } from '../../api/contracts/feedback';
import { ContentDialog } from '../../panels/ContentDialog';
import { FeedbackButtons } from '../../panels/feedback/FeedbackButtons';
import { FEEDBACK_TEXTS as TEXT } from '../../panels/feedback/feedback-texts';

interface FeedbackDialogProps {
  subject: FeedbackSubject;
  onClose(): void;
}

/** 'Give feedback': a thumb and an optional comment about Clearway (or the subject it was opened on). */
export default function FeedbackDialog({ subject, onClose }: FeedbackDialogProps) {
  return (
    <ContentDialog open onClose={onClose} title={TEXT.dialogTitle}>
      <p>{subject.kind === 'general' ? TEXT.dialogQuestion : TEXT.dialogQuestionOnSubject}</p>
      <FeedbackButtons subject={subject} label={TEXT.dialogTitle} onCancel={onClose} />
    </ContentDialog>
  );
}
