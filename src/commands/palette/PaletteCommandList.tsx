import { use$ } from '@legendapp/state/react';
import { Command } from 'cmdk';
import { useMemo } from 'react';
import { useCommands } from '../hooks';
import type { CommandRegistry } from '../registry';
import type { CommandContext } from '../types';
import { buildPaletteModel, type PaletteItem } from './palette-model';
import { recentCommandIds$ } from './recent';

interface PaletteCommandListProps {
  registry: CommandRegistry;
  context: CommandContext;
  onChoose(item: PaletteItem): void;
}

/** The root page's items: recent commands, then every category. */
export function PaletteCommandList({ registry, context, onChoose }: PaletteCommandListProps) {
  const commands = useCommands(registry);
  const recentIds = use$(recentCommandIds$);
  const groups = useMemo(() => buildPaletteModel(commands, context, recentIds), [commands, context, recentIds]);
  return (
    <>
      <Command.Empty className="cw-palette-empty">No matching commands</Command.Empty>
      {groups.map((group) => (
        <Command.Group key={group.heading} heading={group.heading}>
          {group.items.map((item) => (
            <PaletteCommandItem key={item.id} item={item} onChoose={onChoose} />
          ))}
        </Command.Group>
      ))}
    </>
  );
}

function PaletteCommandItem({ item, onChoose }: { item: PaletteItem; onChoose(item: PaletteItem): void }) {
  const disabled = item.disabledReason !== undefined;
  return (
    <Command.Item
      className="cw-palette-item"
      value={item.id}
      keywords={[item.title, item.category, ...item.keywords]}
      disabled={disabled}
      onSelect={() => onChoose(item)}
    >
      <span className="cw-palette-item-text">
        <span className="cw-palette-item-title">{item.title}</span>
        {disabled && <span className="cw-palette-item-reason">{item.disabledReason}</span>}
      </span>
      {item.shortcut !== undefined && <kbd className="cw-palette-kbd">{item.shortcut}</kbd>}
    </Command.Item>
  );
}
