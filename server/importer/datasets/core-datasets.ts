import type { Dataset } from '../dataset.ts';
import { classificationModels } from './classification-models.ts';
import { decisionCodes } from './premarket/decision-codes.ts';
import { deviceDocuments } from './premarket/device-documents.ts';
import { devices } from './premarket/devices.ts';
import { productCodes } from './premarket/product-codes.ts';
import { regulations } from './references/regulations.ts';

/** Classification, regulations, decision codes, 510(k) devices and their documents, and the models learned from them. */
export const coreDatasets: readonly Dataset[] = [productCodes, regulations, decisionCodes, devices, deviceDocuments, classificationModels];
