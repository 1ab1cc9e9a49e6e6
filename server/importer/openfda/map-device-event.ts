import { fdaDate } from '../dates.ts';
import { productCodeOrNull, yesNo } from '../datasets/field-values.ts';
import { answeredOrNull } from '../datasets/postmarket/maude-enums.ts';
import type { MdrProblem, MdrReport } from '../datasets/postmarket/mdr-reports.ts';
import { recordListField, textField, textListField } from './fields.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

/**
 * An openFDA device-event record (a MAUDE report, deviceevent schema) as a report for the MAUDE report
 * set: the first device's product code and names, the narratives joined, the product problems as device
 * problems and each patient's patient_problems as patient problems. A string says why it cannot be used.
 */
export function mdrReportFromOpenFda(record: OpenFdaRecord): MdrReport | string {
  const mdrReportKey = textField(record, 'mdr_report_key');
  const reportNumber = textField(record, 'report_number');
  if (mdrReportKey === null && reportNumber === null) return 'neither mdr_report_key nor report_number';
  const device = recordListField(record, 'device')[0];
  const narratives = [...new Set(recordListField(record, 'mdr_text').map((text) => textField(text, 'text')))];
  const problems: MdrProblem[] = [
    ...textListField(record, 'product_problems').map((problem) => ({ kind: 'device' as const, problem })),
    ...recordListField(record, 'patient').flatMap((patient) =>
      textListField(patient, 'patient_problems').map((problem) => ({ kind: 'patient' as const, problem })),
    ),
  ];
  return {
    mdrReportKey,
    reportNumber,
    dateReceived: fdaDate(textField(record, 'date_received'), new Date()),
    dateOfEvent: fdaDate(textField(record, 'date_of_event'), new Date()),
    eventType: answeredOrNull(textField(record, 'event_type')),
    adverseEventFlag: yesNo(textField(record, 'adverse_event_flag')),
    productCode: productCodeOrNull(textField(device, 'device_report_product_code')),
    brandName: answeredOrNull(textField(device, 'brand_name')),
    genericName: answeredOrNull(textField(device, 'generic_name')),
    manufacturer: answeredOrNull(textField(device, 'manufacturer_d_name')),
    narrative: narratives.filter((text): text is string => text !== null).join('\n\n') || null,
    problems,
  };
}
