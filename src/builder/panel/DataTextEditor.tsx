/**
 * The text box of the Data JSON panel: highlighted while the text is small, a plain text area for big data (a few
 * thousand people), where highlighting every keystroke would freeze the page. A big paste into the highlighted
 * editor goes straight to the plain one.
 */
import React, { useEffect, useRef } from 'react'
import CodeEditor from '@site/src/components/CodeEditor/LazyCodeEditor'
import styles from './data-panel.module.css'

/** Above this many characters the text is edited without highlighting. */
export const LARGE_TEXT_CHARS = 60000

interface Props {
  value: string
  onChange: (text: string) => void
  label: string
}

/** Where the current selection starts and ends, as character offsets into `root`'s text. */
function selectionOffsets(root: Element): [number, number] | null {
  const sel = window.getSelection()
  if (!sel || !sel.rangeCount) return null
  const range = sel.getRangeAt(0)
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null
  const before = range.cloneRange()
  before.selectNodeContents(root)
  before.setEnd(range.startContainer, range.startOffset)
  const start = before.toString().length
  return [start, start + range.toString().length]
}

export default function DataTextEditor({ value, onChange, label }: Props): React.JSX.Element {
  const large = value.length > LARGE_TEXT_CHARS
  const area = useRef<HTMLTextAreaElement>(null)
  const wrap = useRef<HTMLDivElement>(null)
  const caret = useRef<number | null>(null)

  // After a switch to the plain editor, the caret goes where the paste ended.
  useEffect(() => {
    if (!large || caret.current === null || !area.current) return
    area.current.focus()
    area.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [large])

  const onPasteCapture = (e: React.ClipboardEvent) => {
    const pasted = e.clipboardData.getData('text/plain')
    if (large || value.length + pasted.length <= LARGE_TEXT_CHARS) return
    const editable = wrap.current?.querySelector('[contenteditable]')
    const [start, end] = (editable && selectionOffsets(editable)) || [value.length, value.length]
    e.preventDefault()
    e.stopPropagation()
    caret.current = start + pasted.length
    onChange(value.slice(0, start) + pasted + value.slice(end))
  }

  if (large) {
    return (
      <div className={styles.largeEditor}>
        <p className={styles.hint} id="data-json-large-hint">
          {`${Math.round(value.length / 1024)} KB of data: highlighting is off so typing stays fast.`}
        </p>
        <textarea
          ref={area}
          className={styles.textarea}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={label}
          aria-describedby="data-json-large-hint"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          wrap="off"
        />
      </div>
    )
  }
  return (
    <div ref={wrap} onPasteCapture={onPasteCapture}>
      <CodeEditor code={value} language="json" onChange={onChange} className={styles.editor} label={label} />
    </div>
  )
}
