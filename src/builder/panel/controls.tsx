/** Small form controls of the configuration panel: switch, slider, typed number, select, section. */
import React, { useEffect, useId, useState } from 'react'
import type { Parsed } from '../layout-inputs'
import type { SliderRange } from '../card-styles'
import styles from './panel.module.css'

export function Section({
  title,
  children,
  defaultOpen = true,
}: {
  title: string
  children: React.ReactNode
  defaultOpen?: boolean
}): React.JSX.Element {
  return (
    <details className={styles.section} open={defaultOpen} data-section={title}>
      <summary className={styles.sectionTitle}>{title}</summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  )
}

export function Switch({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string
  checked: boolean
  onChange: (v: boolean) => void
  disabled?: boolean
  hint?: string
}): React.JSX.Element {
  const id = useId()
  return (
    <div className={styles.row}>
      <label className={styles.switch} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <span className={styles.switchTrack} aria-hidden="true" />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}

export function Slider({
  label,
  value,
  range,
  onChange,
  disabled,
}: {
  label: string
  value: number
  range: SliderRange
  onChange: (v: number) => void
  disabled?: boolean
}): React.JSX.Element {
  const id = useId()
  return (
    <div className={styles.row}>
      <div className={styles.sliderHead}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.output}>
          {value}
        </output>
      </div>
      <input
        id={id}
        className={styles.slider}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  )
}

/**
 * A typed input whose text is parsed on every change: a valid value reaches `onChange`, an invalid one shows the
 * parser's message under the input and changes nothing.
 */
export function ParsedInput<T>({
  label,
  value,
  format,
  parse,
  onChange,
  placeholder,
  inputMode = 'numeric',
}: {
  label: string
  value: T
  format: (v: T) => string
  parse: (text: string) => Parsed<T>
  onChange: (v: T) => void
  placeholder?: string
  inputMode?: 'numeric' | 'text'
}): React.JSX.Element {
  const id = useId()
  const [text, setText] = useState(format(value))
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    // A change from outside (e.g. a query parameter) replaces the text unless it already says the same.
    setText((t) => {
      const p = parse(t)
      return 'value' in p && p.value === value ? t : format(value)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value])
  const update = (next: string) => {
    setText(next)
    const parsed = parse(next)
    if ('error' in parsed) return setError(parsed.error)
    setError(null)
    if (parsed.value !== value) onChange(parsed.value)
  }
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode={inputMode}
        value={text}
        placeholder={placeholder}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => update(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

export function Select({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (v: string) => void
  disabled?: boolean
}): React.JSX.Element {
  const id = useId()
  return (
    <div className={styles.row}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
