import type { Dataset } from '../dataset.ts';
import { classificationModels } from './classification-models.ts';
import { decisionCodes } from './decision-codes.ts';
import { deviceDocuments } from './device-documents.ts';
import { devices } from './devices.ts';
import { productCodes } from './product-codes.ts';
import { regulations } from './regulations.ts';

/** Classification, regulations, decision codes, 510(k) devices and their documents, and the models learned from them. */
export const coreDatasets: readonly Dataset[] = [productCodes, regulations, decisionCodes, devices, deviceDocuments, classificationModels];
