/**
 * The wiki explorer's 'Configure' dropdown: a button that opens a 'Tree Configuration' card holding the reduced
 * configuration panel. Escape, the close button or a click outside close it.
 */
import React, { useEffect, useRef, useState } from 'react'
import ConfigPanel from './ConfigPanel'
import type { SectionProps } from './types'
import chrome from './overlay-header.module.css'
import styles from './wiki-configure.module.css'

export default function WikiConfigure({ config, update }: SectionProps): React.JSX.Element {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const card = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    card.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onDown)
    }
  }, [open])

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className="button button--secondary button--sm"
        aria-expanded={open}
        aria-controls="wiki-tree-config"
        onClick={() => setOpen((o) => !o)}
        data-testid="wiki-configure"
      >
        Configure <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <section
          ref={card}
          id="wiki-tree-config"
          className={styles.card}
          aria-labelledby="wiki-tree-config-title"
          tabIndex={-1}
        >
          <header className={chrome.header}>
            <h2 id="wiki-tree-config-title">Tree Configuration</h2>
            <button
              type="button"
              className={chrome.close}
              aria-label="Close tree configuration"
              onClick={() => {
                setOpen(false)
                button.current?.focus()
              }}
            >
              ×
            </button>
          </header>
          <ConfigPanel config={config} update={update} variant="wiki" />
        </section>
      )}
    </div>
  )
}
