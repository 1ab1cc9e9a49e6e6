import { describe, expect, it } from 'vitest';
import { activeSidebarItem, SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';

describe('activeSidebarItem', () => {
  it('picks the longest matching route prefix', () => {
    expect(activeSidebarItem('/strategy/risk')?.id).toBe('strategy');
    expect(activeSidebarItem('/strategy/device-profiler')?.id).toBe('strategy');
    expect(activeSidebarItem('/predicates')?.id).toBe('predicates');
    expect(activeSidebarItem('/chat/abc')?.id).toBe('chat');
    expect(activeSidebarItem('/')?.id).toBe('home');
  });

  it('matches whole path segments only', () => {
    expect(activeSidebarItem('/predicates-archive')?.id).toBe('home');
    expect(activeSidebarItem('/strategyx')?.id).toBe('home');
  });

  it('prefers a deeper item over a shallower one whatever the order', () => {
    const items: SidebarItem[] = [
      { id: 'strategy', label: 'Deep', route: '/strategy/risk', enabled: true },
      { id: 'home', label: 'Shallow', route: '/strategy', enabled: true },
    ];
    expect(activeSidebarItem('/strategy/risk/x', items)?.label).toBe('Deep');
    expect(activeSidebarItem('/strategy/predicate', items)?.label).toBe('Shallow');
    expect(activeSidebarItem('/other', items)).toBeUndefined();
  });

  it('keeps the items of the spec, with Home and Chat disabled', () => {
    expect(SIDEBAR_ITEMS.map((i) => [i.label, i.enabled])).toEqual([
      ['Home', false],
      ['Chat', false],
      ['Predicate Devices', true],
      ['Regulatory Strategy', true],
    ]);
  });
});
