import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface BalanceTabsProps<K extends string> {
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel is rendered. */
export function BalanceTabs<K extends string>({ label, tabs, selected, onSelect }: BalanceTabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  };

  const current = tabs[index];
  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(node) => {
              refs.current[i] = node;
            }}
            id={`${baseId}-tab-${tab.key}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        <div
          id={`${baseId}-panel-${current.key}`}
          role="tabpanel"
          className="tabs__panel"
          aria-labelledby={`${baseId}-tab-${current.key}`}
          tabIndex={0}
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
