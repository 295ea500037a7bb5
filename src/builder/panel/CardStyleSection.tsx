/** Card Style: image Rect, image Circle or rect; picking one resets the dimensions to its defaults. */
import React, { useId } from 'react'
import { setCardStyle } from '../card-dims'
import { CARD_STYLE_NAMES, CARD_STYLES } from '../card-styles'
import { Section } from './controls'
import type { SectionProps } from './types'
import styles from './panel.module.css'

export default function CardStyleSection({ config, update }: SectionProps): React.JSX.Element {
  const group = useId()
  return (
    <Section title="Card Style">
      <div role="radiogroup" aria-label="Card style" className={styles.styleChoices}>
        {CARD_STYLE_NAMES.map((name) => (
          <label key={name} className={styles.styleChoice} data-checked={config.cardStyle === name}>
            <input
              type="radio"
              name={group}
              value={name}
              checked={config.cardStyle === name}
              onChange={() => update((c) => setCardStyle(c, name))}
            />
            <span className={styles.stylePreview} data-style={name} aria-hidden="true">
              <i />
              <b />
            </span>
            <span>{CARD_STYLES[name].label}</span>
          </label>
        ))}
      </div>
    </Section>
  )
}
