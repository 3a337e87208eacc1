import { useId, useState, type ReactNode } from 'react';

interface MenuGroupProps {
  title: string;
  children: ReactNode;
}

/** spec 02 §2 Menu: an expandable group, a disclosure button that tells its state (aria-expanded). */
export function MenuGroup({ title, children }: MenuGroupProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <section className="menu-group">
      <h2 className="menu-group__heading">
        <button
          type="button"
          className="menu-group__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {title}
          <span className="menu-group__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} className="menu-group__panel" hidden={!isOpen}>
        {children}
      </div>
    </section>
  );
}
