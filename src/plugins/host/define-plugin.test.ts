import { describe, expect, it } from 'vitest';
import { definePlugin } from './define-plugin';
import type { PluginDefinition } from './types';

const activate = () => {};

describe('definePlugin', () => {
  it('returns a valid definition unchanged', () => {
    const definition = { id: 'tests-standards', requires: ['workflow'], activate };
    expect(definePlugin(definition)).toBe(definition);
  });

  it.each([
    [{ id: 'Risk', activate }, "Invalid plugin id 'Risk'"],
    [{ id: 'risk.step', activate }, "Invalid plugin id 'risk.step'"],
    [{ id: '', activate }, "Invalid plugin id ''"],
    [{ id: 'risk' }, "Plugin 'risk' has no activate function"],
    [{ id: 'risk', requires: 'workflow', activate }, "Plugin 'risk': requires must be a list of plugin ids"],
    [{ id: 'risk', requires: ['risk'], activate }, "Plugin 'risk' requires itself"],
    [{ id: 'risk', requires: ['workflow', 'workflow'], activate }, "Plugin 'risk' lists a requirement twice"],
  ])('rejects %o', (definition, message) => {
    expect(() => definePlugin(definition as unknown as PluginDefinition)).toThrow(message);
  });
});
