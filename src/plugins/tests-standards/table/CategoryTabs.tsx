import { runFromButton } from '../../../panels/run-from-button';
import { TABS_BEFORE_SCROLL } from '../rules/table-rules';
import { STANDARDS_TEXTS as TEXT } from './texts';

/** The category tabs; past five they scroll sideways rather than wrap (SPEC section 2). */
export function CategoryTabs({ categories, current, counts }: { categories: readonly string[]; current: string; counts: Readonly<Record<string, number>> }) {
  return (
    <div className="cw-standards-tabs" role="tablist" aria-label={TEXT.tabs} data-scrolls={categories.length > TABS_BEFORE_SCROLL || undefined}>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          role="tab"
          aria-selected={category === current}
          onClick={() => void runFromButton('tests-standards.switch-category', { category })}
        >
          {category} <span className="cw-standards-tab-count">{counts[category] ?? 0}</span>
        </button>
      ))}
    </div>
  );
}
