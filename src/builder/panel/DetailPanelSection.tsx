/** Detail Panel: whether a card click opens the person form, and in which mode. */
import React from 'react'
import { Section, Switch } from './controls'
import type { SectionProps } from './types'

export default function DetailPanelSection({ config, update }: SectionProps): React.JSX.Element {
  return (
    <Section title="Detail Panel">
      <Switch
        label="Enable Detail View"
        checked={config.enableEdit}
        onChange={(v) => update((c) => ({ ...c, enableEdit: v }))}
        hint="A side form with the person's details and editing."
      />
      <Switch
        label="View Only"
        checked={config.viewOnly}
        disabled={!config.enableEdit}
        onChange={(v) => update((c) => ({ ...c, viewOnly: v }))}
      />
      <Switch
        label="Edit First"
        checked={config.editFirst}
        disabled={!config.enableEdit || config.viewOnly}
        onChange={(v) => update((c) => ({ ...c, editFirst: v }))}
        hint="A card click opens the form ready to edit."
      />
    </Section>
  )
}
