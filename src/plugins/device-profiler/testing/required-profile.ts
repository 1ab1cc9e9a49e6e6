import { act } from '@testing-library/react';
import { REQUIRED_PROFILE_FIELDS, type RequiredProfileField } from '../profile-rules';
import { setStepValue } from '../profile-updates';

/** A fingertip pulse oximeter's required fields, as its maker would give them to the profiler. */
export const PULSE_OXIMETER_PROFILE: Record<RequiredProfileField, string> = {
  device_name: 'Fingertip pulse oximeter',
  description:
    'A battery-powered fingertip sensor that measures functional oxygen saturation (SpO2) and pulse rate by shining red and infrared light through the finger onto a photodetector.',
  intended_use: 'Spot-check measurement of SpO2 and pulse rate in adults in hospitals, clinics and the home.',
};

/** Fills the given required fields of the device profile (all three by default), as the user's own words. */
export function fillRequiredProfile(fields: readonly RequiredProfileField[] = REQUIRED_PROFILE_FIELDS): void {
  act(() => fields.forEach((field) => setStepValue(field, PULSE_OXIMETER_PROFILE[field])));
}
