import { use$ } from '@legendapp/state/react';
import { riskDateRange$ } from '../../store';
import { riskBoard$ } from '../dashboard-state';
import { MdrsDialog } from './MdrsDialog';
import { ProblemsDialog } from './ProblemsDialog';
import { RecallsDialog } from './RecallsDialog';
import { ReportsDialog } from './ReportsDialog';

/** The one dialog the dashboard's commands opened, if any. */
export function RiskDialogs({ productCode }: { productCode: string }) {
  const dialog = use$(riskBoard$.dialog);
  const years = use$(riskDateRange$);
  switch (dialog?.kind) {
    case 'recalls':
      return <RecallsDialog productCode={productCode} />;
    case 'mdrs':
      return <MdrsDialog productCode={productCode} />;
    case 'problems':
      return <ProblemsDialog productCode={productCode} kind={dialog.problemKind} />;
    case 'reports':
      return <ReportsDialog productCode={productCode} filter={dialog} years={years} />;
    default:
      return null;
  }
}
