import { profile$ } from '../../device-profiler/store';

/** The profile's role fills the device profiler's Role while that is empty; a Role the user gave is kept. */
export function prefillProfilerRole(role: string): boolean {
  const text = role.trim();
  if (text === '' || profile$.steps.role.data.peek().trim() !== '') return false;
  profile$.steps.role.data.set(text);
  return true;
}
