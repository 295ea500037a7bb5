/** Popular people and this session's visits; permanent on wide screens, a drawer on small ones. */
import React from 'react'
import clsx from 'clsx'
import { POPULAR_PEOPLE } from '@site/src/wiki/chart-config'
import styles from './styles.module.css'

interface Props {
  history: { id: string; label: string }[]
  current: string
  open: boolean
  onClose: () => void
  onSelect: (id: string) => void
}

function PersonList({ title, people, current, onSelect, testId }: { title: string; people: { id: string; label: string }[]; current: string; onSelect: (id: string) => void; testId: string }) {
  return (
    <section aria-label={title}>
      <h2 className={styles.sidebarTitle}>{title}</h2>
      <ul className={styles.sidebarList} data-testid={testId}>
        {people.map((p) => (
          <li key={p.id}>
            <button type="button" className={clsx(styles.sidebarItem, p.id === current && styles.sidebarCurrent)} aria-current={p.id === current ? 'true' : undefined} onClick={() => onSelect(p.id)}>
              {p.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function WikiSidebar({ history, current, open, onClose, onSelect }: Props): React.JSX.Element {
  return (
    <aside className={clsx(styles.sidebar, open && styles.sidebarOpen)} aria-label="People" data-testid="wiki-sidebar">
      <button type="button" className={styles.sidebarClose} onClick={onClose} aria-label="Close the people list">×</button>
      <PersonList title="Popular" people={POPULAR_PEOPLE.map((p) => ({ id: p.wiki_id, label: p.label }))} current={current} onSelect={onSelect} testId="wiki-popular" />
      {history.length > 0 && <PersonList title="Visited" people={history} current={current} onSelect={onSelect} testId="wiki-history" />}
    </aside>
  )
}
