/** Accessible tabs (arrow keys move between tabs), each with its own copy button. */
import React, { useId, useRef, useState } from 'react'
import clsx from 'clsx'
import CopyButton from '../CopyButton'
import { useMediaQuery, MOBILE_QUERY } from '@site/src/hooks/useMediaQuery'
import styles from './styles.module.css'

export interface CodeTab {
  id: string
  label: string
  /** Label on narrow screens (default: shortTabLabel). */
  shortLabel?: string
  /**
   * The tab's name for screen readers while the short label is shown (default: the label). It holds the short label's
   * words, so a person who says what they see (speech control) still names the tab.
   */
  fullName?: string
  content: React.ReactNode
  /** Text the copy button copies; no copy button when absent. */
  copyText?: string
}

interface Props {
  tabs: CodeTab[]
  initial?: string
  ariaLabel: string
  onCopied?: () => void
  /** Controlled selection: the tab shown (falls back to the first tab when unknown). */
  selected?: string
  /** Called with the id of the tab the visitor picks. */
  onSelect?: (id: string) => void
  /** Shown below the panel, inside the tabs' frame (e.g. the online-editor buttons). */
  footer?: React.ReactNode
}

/** Short tab names for narrow screens: HTML, JSON, Data; other names stay whole (a cut word such as "Fram" reads as nothing). */
export function shortTabLabel(label: string): string {
  const known: Record<string, string> = { 'Full HTML': 'HTML', 'Data JSON': 'JSON', 'Data file': 'Data' }
  return known[label] ?? label
}

const narrowLabel = (t: CodeTab) => t.shortLabel ?? shortTabLabel(t.label)
/** The full name while a short label is shown; none when the label is whole. */
const narrowName = (t: CodeTab) => (narrowLabel(t) === t.label ? undefined : (t.fullName ?? t.label))

export default function CodeTabs({
  tabs,
  initial,
  ariaLabel,
  onCopied,
  selected: controlled,
  onSelect,
  footer,
}: Props): React.JSX.Element {
  const [own, setOwn] = useState(initial ?? tabs[0]?.id)
  const selected = controlled ?? own
  const setSelected = (id: string) => {
    setOwn(id)
    onSelect?.(id)
  }
  const narrow = useMediaQuery(MOBILE_QUERY)
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const current = tabs.find((t) => t.id === selected) ?? tabs[0]

  const onKeyDown = (e: React.KeyboardEvent, i: number) => {
    const move = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!move && e.key !== 'Home' && e.key !== 'End') return
    e.preventDefault()
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : (i + move + tabs.length) % tabs.length
    setSelected(tabs[next].id)
    refs.current[next]?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div className={styles.bar}>
        <div role="tablist" aria-label={ariaLabel} className={styles.list}>
          {tabs.map((t, i) => (
            <button
              key={t.id}
              ref={(el) => {
                refs.current[i] = el
              }}
              role="tab"
              type="button"
              id={`${base}-tab-${t.id}`}
              aria-selected={t.id === current.id}
              aria-controls={`${base}-panel-${t.id}`}
              tabIndex={t.id === current.id ? 0 : -1}
              className={clsx(styles.tab, t.id === current.id && styles.active)}
              onClick={() => setSelected(t.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              data-tab={t.id}
              aria-label={narrow ? narrowName(t) : undefined}
            >
              {narrow ? narrowLabel(t) : t.label}
            </button>
          ))}
        </div>
        {current.copyText !== undefined && <CopyButton text={current.copyText} onCopied={onCopied} />}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${current.id}`}
        aria-labelledby={`${base}-tab-${current.id}`}
        className={styles.panel}
      >
        {current.content}
      </div>
      {footer}
    </div>
  )
}
