/** The Old / New / Add switch at the top of the examples sidebar. */
import React from 'react'
import clsx from 'clsx'
import { GROUP_LABELS, type ExampleGroup } from './groups'
import styles from './styles.module.css'

interface Props {
  groups: ExampleGroup[]
  value: ExampleGroup
  onChange: (g: ExampleGroup) => void
}

export default function GroupToggle({ groups, value, onChange }: Props): React.JSX.Element {
  return (
    <div className={styles.toggle} role="group" aria-label="Example group">
      {groups.map((g) => (
        <button
          key={g}
          type="button"
          aria-pressed={g === value}
          className={clsx(styles.option, g === value && styles.selected)}
          onClick={() => onChange(g)}
          data-group={g}
        >
          {GROUP_LABELS[g]}
        </button>
      ))}
    </div>
  )
}
