/**
 * The million demo's person search: a text box whose answers (from the worker, over the whole family) are listed as
 * buttons under it. Typing waits a moment before asking; an answer to an older text is dropped.
 */
import React, { useEffect, useId, useRef, useState } from 'react'
import type { MillionDatum } from '@site/src/demos/million/person'
import { personLine } from '@site/src/demos/million/demo'
import styles from './demos.module.css'

const TYPING_PAUSE_MS = 200

interface Props {
  search: ((text: string) => Promise<MillionDatum[]>) | null
  onChoose: (person: MillionDatum) => void
}

type Answer = { text: string; people: MillionDatum[] } | { text: string; error: string }

export default function MillionSearch({ search, onChoose }: Props): React.JSX.Element {
  const [text, setText] = useState('')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const latest = useRef('')
  const inputId = useId()
  const listId = useId()

  useEffect(() => {
    latest.current = text
    const query = text.trim()
    if (!search || !query) {
      setAnswer(null)
      return
    }
    const timer = setTimeout(() => {
      search(query).then(
        (people) => latest.current === text && setAnswer({ text: query, people }),
        (e) => latest.current === text && setAnswer({ text: query, error: String(e?.message ?? e) }),
      )
    }, TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, search])

  const choose = (person: MillionDatum) => {
    setText('')
    setAnswer(null)
    onChoose(person)
  }

  return (
    <div className={styles.millionSearch} role="search">
      <label htmlFor={inputId}>Find a person</label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder="Name and birth year, e.g. Anna Baker 18"
        autoComplete="off"
        disabled={!search}
        aria-describedby={listId}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setText('')
          if (e.key === 'Enter' && answer && 'people' in answer && answer.people[0]) choose(answer.people[0])
        }}
      />
      <div id={listId} className={styles.millionResults} aria-live="polite">
        {answer && 'error' in answer && <p role="alert">The search failed: {answer.error}</p>}
        {answer && 'people' in answer && answer.people.length === 0 && (
          <p>No one in the million is called “{answer.text}”.</p>
        )}
        {answer && 'people' in answer && answer.people.length > 0 && (
          <ul aria-label={`People matching ${answer.text}`}>
            {answer.people.map((person) => (
              <li key={person.id}>
                <button type="button" className={styles.linkButton} onClick={() => choose(person)}>
                  {personLine(person)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
