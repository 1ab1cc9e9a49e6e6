export interface SidebarItem {
  id: 'home' | 'chat' | 'predicates' | 'strategy';
  label: string;
  /** Route prefix that makes the item active. */
  route: string;
  enabled: boolean;
  hint?: string;
}

/** SPEC section 2: the sidebar's items, in order. Regulatory Strategy links to the current step. */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { id: 'home', label: 'Home', route: '/', enabled: false, hint: 'Home (coming soon)' },
  { id: 'chat', label: 'Chat', route: '/chat', enabled: false, hint: 'Chat (coming soon)' },
  { id: 'predicates', label: 'Predicate Devices', route: '/predicates', enabled: true },
  { id: 'strategy', label: 'Regulatory Strategy', route: '/strategy', enabled: true },
];

function matchesPrefix(path: string, route: string): boolean {
  if (route === '/') return path.startsWith('/');
  return path === route || path.startsWith(`${route}/`);
}

/** The item with the longest route prefix that matches the path. */
export function activeSidebarItem(path: string, items: readonly SidebarItem[] = SIDEBAR_ITEMS): SidebarItem | undefined {
  let best: SidebarItem | undefined;
  for (const item of items) {
    if (matchesPrefix(path, item.route) && (!best || item.route.length > best.route.length)) best = item;
  }
  return best;
}
