/** Card Elements: the text lines (in the full panel), mini tree, hover path and the image field. */
import React from 'react'
import CardDisplayRows from './CardDisplayRows'
import { Section, Select, Switch } from './controls'
import type { SectionProps } from './types'

export default function CardElementsSection({
  config,
  update,
  withDisplayRows,
  fields,
}: SectionProps & { withDisplayRows: boolean; fields: string[] }): React.JSX.Element {
  const imageOptions = [...new Set(['avatar', ...fields, config.imageField])].map((f) => ({ value: f, label: f }))
  return (
    <Section title="Card Elements">
      {withDisplayRows && <CardDisplayRows config={config} update={update} fields={fields} />}
      <Switch
        label="Mini Tree"
        checked={config.showMiniTree}
        onChange={(v) => update((c) => ({ ...c, showMiniTree: v }))}
        hint="An icon on cards whose relatives are not all drawn."
      />
      <Switch
        label="Hover Path"
        checked={config.showHoverPath}
        onChange={(v) => update((c) => ({ ...c, showHoverPath: v }))}
        hint="Highlights the links from a hovered card to the main person."
      />
      <Select
        label="Image field"
        value={config.imageField}
        options={imageOptions}
        onChange={(v) => update((c) => ({ ...c, imageField: v }))}
      />
    </Section>
  )
}
