import { lazy, Suspense, useState } from 'react';
import { use$ } from '@legendapp/state/react';
import { palette$ } from './palette-store';

const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));

/** Loads the palette (cmdk and its dialog) the first time it opens, so the first route does not carry it. */
export function LazyCommandPalette() {
  const open = use$(palette$.open);
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  );
}
