import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { runFromButton } from '../../../panels/run-from-button';
import { ChevronDownIcon } from '../../../panels/board-icons';
import { BOARD_TEXTS } from '../board/board-texts';
import type { Scenario } from '../store';

const TEXT = BOARD_TEXTS.header;

interface ScenarioSwitchMenuProps {
  scenarios: readonly Scenario[];
  selected: Scenario | null;
}

/**
 * A menu button: it shows the selected scenario and lists the others; choosing one selects it. Keyboard:
 * Enter, Space or the arrows open it, the arrows, Home and End move, Escape closes it.
 */
export function ScenarioSwitchMenu({ scenarios, selected }: ScenarioSwitchMenuProps) {
  const others = scenarios.filter((scenario) => scenario.productCode !== selected?.productCode);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const open = focusIndex !== null;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  useEffect(() => {
    if (focusIndex !== null) items.current[focusIndex]?.focus();
  }, [focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setFocusIndex(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setFocusIndex(null);
    button.current?.focus();
  };

  const choose = (productCode: string) => {
    close();
    void runFromButton('classification.select', { productCode });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (others.length > 0) setFocusIndex(event.key === 'ArrowDown' ? 0 : others.length - 1);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = others.length - 1;
    const current = focusIndex ?? 0;
    const moves: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setFocusIndex(null);
    }
  };

  return (
    <div className="cw-scenario-switch" ref={root}>
      <button
        ref={button}
        type="button"
        className="cw-scenario-switch-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={others.length === 0}
        title={TEXT.switchTo}
        onClick={() => setFocusIndex(open ? null : 0)}
        onKeyDown={onButtonKeyDown}
      >
        {selected ? (
          <span className="cw-scenario-switch-summary">
            <strong>{BOARD_TEXTS.scenario(selected.order)}</strong>
            <span>
              <span className="cw-muted">{TEXT.productCode}</span> {selected.productCode}
            </span>
            <span>
              <span className="cw-muted">{TEXT.deviceName}</span> {selected.deviceName}
            </span>
          </span>
        ) : (
          <span className="cw-scenario-switch-summary cw-muted">{TEXT.noneSelected}</span>
        )}
        <ChevronDownIcon />
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={TEXT.switchTo} className="cw-scenario-switch-menu" onKeyDown={onMenuKeyDown}>
          {others.map((scenario, index) => (
            <button
              key={scenario.productCode}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="cw-menu-item"
              onClick={() => choose(scenario.productCode)}
            >
              <strong>{BOARD_TEXTS.scenario(scenario.order)}</strong> · {scenario.productCode} — {scenario.deviceName}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
