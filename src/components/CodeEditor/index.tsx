/**
 * Editable, highlighted code (react-live's Editor) that keeps focus from the first keystroke. Tab indents inside the
 * editor; Escape hands Tab back to the page, so Escape then Tab (or Shift+Tab) leaves it, as the hint under it says.
 * The editable area is a named, multi-line text box with a visible focus ring.
 */
import React, { useEffect, useId, useRef, useState } from 'react'
import { Editor } from 'react-live'
import { usePrismTheme } from '@docusaurus/theme-common'
import styles from './styles.module.css'

interface Props {
  code: string
  language: string
  onChange: (code: string) => void
  className?: string
  label: string
  /** Moves focus into the editor once it is set up (the visitor was on its placeholder). */
  focusOnMount?: boolean
}

export default function CodeEditor({
  code,
  language,
  onChange,
  className,
  label,
  focusOnMount = false,
}: Props): React.JSX.Element {
  const theme = usePrismTheme()
  const hintId = useId()
  const wrap = useRef<HTMLDivElement>(null)
  // After Escape, the next Tab moves focus on instead of indenting; typing anything else gives Tab back to the editor.
  const [leaving, setLeaving] = useState(false)
  // use-editable keys its setup on the element ref as read during render, which is null on the first render; the
  // second render then tears the setup down and rebuilds it, dropping focus. Rendering twice at mount settles it
  // before the user types.
  const [settled, setSettled] = useState(false)
  useEffect(() => setSettled(true), [])
  useEffect(() => {
    if (settled && focusOnMount) wrap.current?.querySelector('pre')?.focus()
  }, [settled, focusOnMount])

  // react-live renders the editable <pre> without a role or name: give it both, and point it at the hint.
  useEffect(() => {
    const pre = wrap.current?.querySelector('pre')
    if (!pre) return
    pre.setAttribute('role', 'textbox')
    pre.setAttribute('aria-multiline', 'true')
    pre.setAttribute('aria-label', label)
    pre.setAttribute('aria-describedby', hintId)
    // Editable, so already a Tab stop; said outright so checkers see the scrolling box has a focusable part.
    pre.setAttribute('tabindex', '0')
  })

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') return setLeaving(true)
    if (e.key === 'Tab' && leaving) {
      // use-editable indents from a window listener; stopping the event here leaves Tab to the browser.
      e.stopPropagation()
      setLeaving(false)
      return
    }
    if (!['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) setLeaving(false)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hears the keys bubbling up from the editor inside
    <div ref={wrap} className={styles.wrap} onKeyDown={onKeyDown} onBlur={() => setLeaving(false)}>
      <Editor code={code} language={language} theme={theme} onChange={onChange} className={className} />
      <p id={hintId} className={styles.hint} data-leaving={leaving || undefined}>
        {leaving
          ? 'Press Tab to move on, or keep typing to stay in the editor.'
          : 'Tab indents. To leave the editor, press Esc, then Tab.'}
      </p>
    </div>
  )
}
