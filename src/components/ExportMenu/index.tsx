/**
 * The Export menu button (WAI-ARIA menu button): opens with click, Enter, Space or the arrow keys; arrows, Home and End
 * move through the entries, Escape or Tab close it. While an entry runs the button says so; the outcome is announced,
 * a failure shown as an alert. The entries come from the page (chart formats, and any other such as GEDCOM).
 */
import React, { useEffect, useId, useRef, useState } from 'react'
import type { ExportMenuItem } from '@site/src/chart-export/export-items'
import styles from './styles.module.css'

interface Props {
  items: ExportMenuItem[]
  /** The button's text (default "Export"). */
  label?: string
  className?: string
}

type Outcome = { kind: 'done' | 'error'; text: string } | null

/** How long the note of a finished export stays (an error stays until dismissed). */
const NOTE_MS = 8000

export default function ExportMenu({ items, label = 'Export', className }: Props): React.JSX.Element {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState<ExportMenuItem | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const entries = useRef<(HTMLButtonElement | null)[]>([])
  const [focusIndex, setFocusIndex] = useState(0)
  const id = useId()
  const menuId = `${id}-menu`
  const buttonId = `${id}-button`

  useEffect(() => {
    if (open) entries.current[focusIndex]?.focus()
  }, [open, focusIndex])

  useEffect(() => {
    if (outcome?.kind !== 'done') return
    const timer = setTimeout(() => setOutcome(null), NOTE_MS)
    return () => clearTimeout(timer)
  }, [outcome])

  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  const openAt = (index: number) => {
    if (busy || !items.length) return
    setFocusIndex((index + items.length) % items.length)
    setOpen(true)
  }
  const close = (refocus = true) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  const run = async (item: ExportMenuItem) => {
    close()
    setBusy(item)
    setOutcome(null)
    try {
      setOutcome({ kind: 'done', text: await item.run() })
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : String(err)
      setOutcome({ kind: 'error', text: `${item.label} export failed: ${message.replace(/^family-chart:\s*/, '')}` })
    } finally {
      setBusy(null)
    }
  }

  const onButtonKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      openAt(0)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openAt(items.length - 1)
    }
  }

  const onMenuKey = (e: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex + 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: items.length - 1,
    }
    if (e.key in moves) {
      e.preventDefault()
      setFocusIndex((moves[e.key] + items.length) % items.length)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close()
    } else if (e.key === 'Tab') {
      close(false)
    }
  }

  return (
    <div ref={root} className={`${styles.root} ${className ?? ''}`}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={`button button--secondary button--sm ${styles.trigger}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy ? true : undefined}
        aria-disabled={busy ? true : undefined}
        onClick={() => (open ? close() : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busy ? `Exporting ${busy.label}…` : label}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item, i) => (
            <li key={item.id} role="none">
              <button
                ref={(el) => {
                  entries.current[i] = el
                }}
                type="button"
                role="menuitem"
                tabIndex={i === focusIndex ? 0 : -1}
                className={styles.item}
                onClick={() => void run(item)}
                onMouseEnter={() => setFocusIndex(i)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.status}>
        {outcome?.kind === 'done' ? outcome.text : busy ? `Exporting ${busy.label}…` : ''}
      </p>
      {outcome?.kind === 'error' && (
        <div role="alert" className={styles.error}>
          <span>{outcome.text}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label="Dismiss the export error"
            onClick={() => setOutcome(null)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  )
}
