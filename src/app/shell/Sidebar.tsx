import { Link, useLocation } from '@tanstack/react-router';
import { use$ } from '@legendapp/state/react';
import type { ComponentType } from 'react';
import { workflow$ } from '../workflow/store';
import { WORKFLOW_STEPS } from '../workflow-steps';
import { activeSidebarItem, SIDEBAR_ITEMS, type SidebarItem } from './sidebar-items';
import { ChatIcon, DevicesIcon, FeedbackIcon, HomeIcon, StrategyIcon } from './icons';
import { UserMenu } from './UserMenu';
import { WatchSidebarButton } from './WatchSidebarButton';

const ICONS: Record<SidebarItem['id'], ComponentType> = {
  home: HomeIcon,
  chat: ChatIcon,
  predicates: DevicesIcon,
  strategy: StrategyIcon,
};

/** SPEC section 2's sidebar; rendered only for signed-in users. */
export function Sidebar() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const currentStep = use$(workflow$.currentStep);
  const active = activeSidebarItem(pathname);
  const strategyPath = WORKFLOW_STEPS[currentStep]?.path ?? WORKFLOW_STEPS[0].path;

  return (
    <aside className="cw-sidebar">
      <div className="cw-brand" aria-label="Clearway">
        <span className="cw-brand-mark">C</span>
      </div>
      <nav aria-label="Main" className="cw-sidebar-nav">
        <ul>
          {SIDEBAR_ITEMS.map((item) => {
            const Icon = ICONS[item.id];
            const isActive = active?.id === item.id;
            const content = (
              <>
                <Icon />
                <span className="cw-sidebar-label">{item.label}</span>
              </>
            );
            return (
              <li key={item.id}>
                {item.enabled ? (
                  <Link
                    to={item.id === 'strategy' ? strategyPath : item.route}
                    className="cw-sidebar-item"
                    data-active={isActive}
                    aria-current={isActive ? 'page' : undefined}
                    title={item.label}
                  >
                    {content}
                  </Link>
                ) : (
                  <a role="link" aria-disabled="true" className="cw-sidebar-item" title={item.hint} data-disabled>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="cw-sidebar-footer">
        <WatchSidebarButton />
        <button type="button" className="cw-sidebar-item" disabled title="Feedback (coming soon)">
          <FeedbackIcon />
          <span className="cw-sidebar-label">Feedback</span>
        </button>
        <UserMenu />
      </div>
    </aside>
  );
}
