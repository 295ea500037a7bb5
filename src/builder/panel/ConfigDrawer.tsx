/**
 * Holds the configuration panel: a column beside the chart on wide screens, and below 1400 px a drawer opened by a
 * cog button, with a 'Configuration' header and a close button; while open it keeps keyboard focus inside (focus-trap),
 * Escape closes it, and focus returns to the cog.
 */
import React, { useCallback, useRef } from 'react'
import { useMediaQuery } from '@site/src/hooks/useMediaQuery'
import { useModalFocusTrap } from '@site/src/hooks/useModalFocusTrap'
import chrome from './overlay-header.module.css'
import styles from './drawer.module.css'

export const DRAWER_QUERY = '(max-width: 1399.98px)'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: React.ReactNode
}

export default function ConfigDrawer({ open, onOpenChange, children }: Props): React.JSX.Element {
  const narrow = useMediaQuery(DRAWER_QUERY)
  const closeRef = useRef<HTMLButtonElement>(null)
  const cogRef = useRef<HTMLButtonElement>(null)
  const drawerRef = useRef<HTMLDivElement>(null)
  const shown = !narrow || open
  const Home = narrow ? 'div' : 'aside'

  // While the drawer is a modal dialog, Tab and Shift+Tab stay inside it; Escape closes it, and focus goes back to
  // the cog that opened it.
  const closeFromEscape = useCallback(() => onOpenChange(false), [onOpenChange])
  useModalFocusTrap(drawerRef, narrow && open, {
    initialFocus: closeRef,
    returnFocus: cogRef,
    onClose: closeFromEscape,
  })

  const close = () => {
    onOpenChange(false)
    cogRef.current?.focus()
  }

  return (
    <>
      {/* Rendered at every width, shown below 1400 px by the stylesheet: the server-rendered page has it already. */}
      <button
        ref={cogRef}
        type="button"
        className={styles.cog}
        aria-label="Open configuration"
        aria-expanded={open}
        aria-controls="builder-config"
        onClick={() => onOpenChange(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M19.14 12.94a7.5 7.5 0 0 0 .05-.94 7.5 7.5 0 0 0-.05-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.3 7.3 0 0 0-1.63-.94l-.36-2.54a.5.5 0 0 0-.5-.42h-3.84a.5.5 0 0 0-.5.42l-.36 2.54c-.59.24-1.13.56-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.67 8.84a.5.5 0 0 0 .12.64l2.03 1.58a7.5 7.5 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.13.22.39.31.6.22l2.39-.96c.5.38 1.04.7 1.63.94l.36 2.54c.05.24.25.42.5.42h3.84c.25 0 .45-.18.5-.42l.36-2.54c.59-.24 1.13-.56 1.63-.94l2.39.96c.22.09.47 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64l-2.03-1.58ZM12 15.5A3.5 3.5 0 1 1 12 8.5a3.5 3.5 0 0 1 0 7Z"
          />
        </svg>
        <span>Configuration</span>
      </button>
      {narrow && open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      {/* A complementary landmark beside the chart; a dialog (a div: <aside> may not be one) as the drawer. */}
      <Home
        ref={drawerRef}
        id="builder-config"
        className={narrow ? styles.drawer : styles.column}
        hidden={!shown}
        aria-label="Configuration"
        role={narrow ? 'dialog' : undefined}
        aria-modal={narrow ? true : undefined}
        data-testid="builder-config"
      >
        {narrow && (
          <header className={chrome.header}>
            <h2>Configuration</h2>
            <button
              ref={closeRef}
              type="button"
              className={chrome.close}
              aria-label="Close configuration"
              onClick={close}
            >
              ×
            </button>
          </header>
        )}
        {children}
      </Home>
    </>
  )
}
