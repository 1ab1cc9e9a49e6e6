import { Command } from 'cmdk';

interface PaletteChoiceListProps {
  choices: ReadonlyArray<{ label: string; value: unknown }>;
  onChoose(value: unknown): void;
}

/** An argument page's fixed choices. */
export function PaletteChoiceList({ choices, onChoose }: PaletteChoiceListProps) {
  return (
    <>
      <Command.Empty className="cw-palette-empty">No matching choices</Command.Empty>
      {choices.map((choice, index) => (
        <Command.Item
          key={`${index}:${choice.label}`}
          className="cw-palette-item"
          value={choice.label}
          onSelect={() => onChoose(choice.value)}
        >
          {choice.label}
        </Command.Item>
      ))}
    </>
  );
}
