import { describe, expect, it } from 'vitest';
import { deviceTypeLines, statedDeviceTypes } from './stated-device-types.ts';

describe('statedDeviceTypes', () => {
  it("reads FDA's letter, whose fields a PDF's text runs together on one line", () => {
    const letter = 'Trade/Device Name: SPY Cystoscope Regulation Number: 21 CFR 876.1500 Regulation Name: Hysteroscope and accessories Regulatory Class: II Product Code: HIH';
    expect(statedDeviceTypes(letter)).toEqual(['Hysteroscope and accessories']);
  });

  it("reads a summary's classification and common names, each once whatever its case, in the text's order", () => {
    const summary = [
      'Regulation Name: Medical Image Management And Processing System',
      'Common Name: Medical image processing software',
      'Classification Name: Medical image management and processing system',
      'Device Classification Name: System, Image Processing, Radiological',
      'Common or Usual Name: Automated Radiological Image Processing Software',
    ].join('\n');
    expect(statedDeviceTypes(summary)).toEqual([
      'Medical Image Management And Processing System',
      'Medical image processing software',
      'System, Image Processing, Radiological',
      'Automated Radiological Image Processing Software',
    ]);
  });

  it('drops table markup and the regulation cited beside the name, and keeps no value that names nothing', () => {
    const table = [
      '|Common Name:|~~<br>~~Stimulator, Nerve, Transcutaneous, For Pain Relief (21 CFR 882.5890)|',
      'Classification Name: Intervertebral Body Fusion Device (21 CFR 888.3080 Class II,',
      'Classification Name: Classification',
      'Common Name: |21 CFR 880.5025|',
    ].join('\n');
    expect(statedDeviceTypes(table)).toEqual(['Stimulator, Nerve, Transcutaneous, For Pain Relief', 'Intervertebral Body Fusion Device']);
  });

  it('finds nothing in a text that states no classification', () => {
    expect(statedDeviceTypes('The device name is Pulse oximeter. Regulation Number: 870.2700')).toEqual([]);
  });
});

describe('deviceTypeLines', () => {
  it('writes lines that statedDeviceTypes reads back', () => {
    const types = ['Ophthalmic laser', 'Powered wheelchair'];
    expect(deviceTypeLines(types)).toEqual(['Classification name: Ophthalmic laser', 'Classification name: Powered wheelchair']);
    expect(statedDeviceTypes(['K123456, ISO 14971', ...deviceTypeLines(types)].join('\n'))).toEqual(types);
  });
});
