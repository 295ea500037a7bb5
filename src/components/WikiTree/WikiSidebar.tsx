/**
 * Popular people and this session's visits; permanent on wide screens, a drawer on small ones. The drawer is a modal
 * dialog: keyboard focus starts on its close button and stays inside it (focus-trap), Escape closes it, and focus
 * goes back to the button that opened it.
 */
import React, { useRef } from 'react'
import clsx from 'clsx'
import { useModalFocusTrap } from '@site/src/hooks/useModalFocusTrap'
import { POPULAR_PEOPLE } from '@site/src/wiki/chart-config'
import styles from './styles.module.css'

interface Props {
  history: { id: string; label: string }[]
  current: string
  open: boolean
  /** A drawer over the chart (small screens): a modal dialog that holds keyboard focus while open. */
  modal?: boolean
  onClose: () => void
  onSelect: (id: string) => void
}

function PersonList({
  title,
  people,
  current,
  onSelect,
  testId,
}: {
  title: string
  people: { id: string; label: string }[]
  current: string
  onSelect: (id: string) => void
  testId: string
}) {
  return (
    <section aria-label={title}>
      <h2 className={styles.sidebarTitle}>{title}</h2>
      <ul className={styles.sidebarList} data-testid={testId}>
        {people.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={clsx(styles.sidebarItem, p.id === current && styles.sidebarCurrent)}
              aria-current={p.id === current ? 'true' : undefined}
              onClick={() => onSelect(p.id)}
            >
              {p.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function WikiSidebar({
  history,
  current,
  open,
  modal = false,
  onClose,
  onSelect,
}: Props): React.JSX.Element {
  const panelRef = useRef<HTMLElement & HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)

  useModalFocusTrap(panelRef, modal && open, { initialFocus: closeRef, onClose })

  const content = (
    <>
      <button
        ref={closeRef}
        type="button"
        className={styles.sidebarClose}
        onClick={onClose}
        aria-label="Close the people list"
      >
        ×
      </button>
      <PersonList
        title="Popular"
        people={POPULAR_PEOPLE.map((p) => ({ id: p.wiki_id, label: p.label }))}
        current={current}
        onSelect={onSelect}
        testId="wiki-popular"
      />
      {history.length > 0 && (
        <PersonList title="Visited" people={history} current={current} onSelect={onSelect} testId="wiki-history" />
      )}
    </>
  )
  const className = clsx(styles.sidebar, open && styles.sidebarOpen)
  // A complementary landmark beside the chart; a dialog (a div: <aside> may not be one) as the drawer.
  return modal ? (
    <div
      ref={panelRef}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-label="People"
      data-testid="wiki-sidebar"
      tabIndex={-1}
    >
      {content}
    </div>
  ) : (
    <aside ref={panelRef} className={className} aria-label="People" data-testid="wiki-sidebar">
      {content}
    </aside>
  )
}
