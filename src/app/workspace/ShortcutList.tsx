import { useSyncExternalStore } from 'react';
import { commandRegistry } from '../../commands/registry';
import { formatKeys } from '../../commands/keymap';

function subscribe(onChange: () => void) {
  const subscription = commandRegistry.onDidChange(onChange);
  return () => subscription.dispose();
}

let cachedList = commandRegistry.list();
function snapshot() {
  const list = commandRegistry.list();
  if (list.length !== cachedList.length || list.some((c, i) => c !== cachedList[i])) cachedList = list;
  return cachedList;
}

/** Every command that has a shortcut, as a cheat sheet (a view of the registry). */
export function ShortcutList() {
  const commands = useSyncExternalStore(subscribe, snapshot).filter((c) => c.keys?.length);
  return (
    <dl className="cw-shortcuts">
      {commands.map((c) => (
        <div key={c.id} className="cw-shortcut">
          <dt>{c.title}</dt>
          <dd>
            {c.keys!.map((k) => (
              <kbd key={k}>{formatKeys(k)}</kbd>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
