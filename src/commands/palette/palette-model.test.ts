import { type } from 'arktype';
import { describe, expect, it } from 'vitest';
import type { AnyCommand } from '../registry';
import type { Command } from '../types';
import { buildPaletteModel, MAX_RECENT, RECENT_HEADING } from './palette-model';

function command(id: string, category: string, title: string, extra: Partial<Command<unknown>> = {}): AnyCommand {
  return { id, title, category, run: () => {}, ...extra };
}

const headings = (groups: ReturnType<typeof buildPaletteModel>) => groups.map((g) => g.heading);
const titles = (groups: ReturnType<typeof buildPaletteModel>) => groups.map((g) => g.items.map((i) => i.title));

describe('buildPaletteModel', () => {
  it('groups by category in first-registration order, commands by title', () => {
    const commands = [
      command('workflow.next', 'Workflow', 'Next Step'),
      command('risk.refresh', 'Risk', 'Refresh Risk Data'),
      command('workflow.back', 'Workflow', 'Back'),
      command('risk.toggle-snapshot', 'Risk', 'AI Snapshot: Show or Hide'),
    ];
    const groups = buildPaletteModel(commands, {}, []);
    expect(headings(groups)).toEqual(['Workflow', 'Risk']);
    expect(titles(groups)).toEqual([
      ['Back', 'Next Step'],
      ['AI Snapshot: Show or Hide', 'Refresh Risk Data'],
    ]);
  });

  it('puts recent commands first, most recent first, at most 5, each listed once', () => {
    const commands = Array.from({ length: 8 }, (_, i) => command(`test.c${i}`, 'Test', `Command ${i}`));
    const recent = ['test.c6', 'test.c0', 'test.c3', 'test.c7', 'test.c1', 'test.c2'];
    const groups = buildPaletteModel(commands, {}, recent);

    expect(headings(groups)).toEqual([RECENT_HEADING, 'Test']);
    expect(groups[0]?.items.map((i) => i.id)).toEqual(recent.slice(0, MAX_RECENT));
    expect(groups[1]?.items.map((i) => i.id)).toEqual(['test.c2', 'test.c4', 'test.c5']);
  });

  it('leaves out hidden commands everywhere, also from Recent, and unknown recent ids', () => {
    const signedIn = (ctx: Record<string, unknown>) => ctx['auth.signedIn'] === true;
    const commands = [
      command('test.public', 'General', 'Help'),
      command('test.private', 'Account', 'Sign Out', { when: signedIn }),
    ];
    const signedOut = buildPaletteModel(commands, { 'auth.signedIn': false }, ['test.private', 'test.gone']);
    expect(headings(signedOut)).toEqual(['General']);

    const signedInGroups = buildPaletteModel(commands, { 'auth.signedIn': true }, ['test.private']);
    expect(headings(signedInGroups)).toEqual([RECENT_HEADING, 'General']);
  });

  it('carries keywords as search aliases and the formatted first shortcut', () => {
    const [group] = buildPaletteModel(
      [
        command('palette.toggle', 'General', 'Command Palette', {
          keywords: ['commands', 'search'],
          keys: ['$mod+K', 'F1'],
        }),
        command('test.plain', 'General', 'Plain'),
      ],
      {},
      [],
    );
    expect(group?.items[0]).toMatchObject({ keywords: ['commands', 'search'], shortcut: 'Ctrl+K' });
    expect(group?.items[1]).toMatchObject({ keywords: [], shortcut: undefined });
  });

  it('keeps disabled commands with their reason', () => {
    const next = command('workflow.next', 'Workflow', 'Next Step', {
      enabled: (ctx) => (ctx['scenario'] ? true : 'To proceed, select a Scenario first!'),
    });
    expect(buildPaletteModel([next], {}, [])[0]?.items[0]?.disabledReason).toBe('To proceed, select a Scenario first!');
    expect(buildPaletteModel([next], { scenario: 'DQY' }, [])[0]?.items[0]?.disabledReason).toBeUndefined();
  });

  it('marks prompt commands as asking for arguments and leaves out those the palette cannot ask for', () => {
    const groups = buildPaletteModel(
      [
        command('classification.add-code', 'Scenario', 'Add Product Code', {
          args: type('string'),
          prompt: { placeholder: 'Product code' },
        }),
        command('predicate.compare', 'Predicate', 'Compare', { args: type('string[]') }),
        command('risk.range', 'Risk', 'Reset Year Range', { args: type('number | undefined') }),
      ],
      {},
      [],
    );
    expect(groups.map((g) => [g.heading, g.items.map((i) => [i.id, i.asksArgs])])).toEqual([
      ['Scenario', [['classification.add-code', true]]],
      ['Risk', [['risk.range', false]]],
    ]);
  });
});
