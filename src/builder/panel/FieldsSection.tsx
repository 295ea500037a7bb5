/** Fields: the form's field list, common fields to add, and custom field names. */
import React, { useId, useState } from 'react'
import { addField, customFieldError, fieldsToOffer, removeField } from '../fields'
import { Section } from './controls'
import type { SectionProps } from './types'
import styles from './panel.module.css'

export default function FieldsSection({ config, update }: SectionProps): React.JSX.Element {
  const id = useId()
  const [custom, setCustom] = useState('')
  const error = customFieldError(config.fields, custom)
  const addCustom = () => {
    if (error !== null) return
    update((c) => addField(c, custom))
    setCustom('')
  }
  const offered = fieldsToOffer(config)
  return (
    <Section title="Fields">
      <ul className={styles.chips} aria-label="Fields">
        {config.fields.map((f) => (
          <li key={f} className={styles.chip}>
            <span>{f}</span>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remove field ${f}`}
              onClick={() => update((c) => removeField(c, f))}
            >
              ×
            </button>
          </li>
        ))}
        {config.fields.length === 0 && <li className={styles.hint}>No fields: the form shows only gender.</li>}
      </ul>
      <div className={styles.row}>
        <label htmlFor={`${id}-common`}>Add a common field</label>
        <select
          id={`${id}-common`}
          className={styles.input}
          value=""
          disabled={!offered.length}
          onChange={(e) => e.target.value && update((c) => addField(c, e.target.value))}
        >
          <option value="">{offered.length ? 'Choose a field…' : 'All common fields added'}</option>
          {offered.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-custom`}>Custom field name</label>
        <div className={styles.inline}>
          <input
            id={`${id}-custom`}
            className={styles.input}
            value={custom}
            placeholder="e.g. nickname"
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                addCustom()
              }
            }}
          />
          <button
            type="button"
            className="button button--primary button--sm"
            disabled={error !== null}
            onClick={addCustom}
          >
            Add Custom Field
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </Section>
  )
}
