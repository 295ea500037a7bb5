/**
 * The configuration panel. 'full' is the builder's (every section); 'wiki' is the explorer's reduced form without
 * Detail Panel and Fields, with the card lines in their own Display Fields section.
 */
import React from 'react'
import CardDimensionsSection from './CardDimensionsSection'
import CardDisplayRows from './CardDisplayRows'
import CardElementsSection from './CardElementsSection'
import CardStyleSection from './CardStyleSection'
import DetailPanelSection from './DetailPanelSection'
import FieldsSection from './FieldsSection'
import LayoutSection from './LayoutSection'
import { Section } from './controls'
import type { SectionProps } from './types'
import styles from './panel.module.css'

export type PanelVariant = 'full' | 'wiki'

export default function ConfigPanel({
  config,
  update,
  variant = 'full',
}: SectionProps & { variant?: PanelVariant }): React.JSX.Element {
  const fields = config.fields
  if (variant === 'wiki') {
    return (
      <div className={styles.panel} data-variant="wiki">
        <Section title="Display Fields">
          <CardDisplayRows config={config} update={update} fields={fields} />
        </Section>
        <CardStyleSection config={config} update={update} />
        <CardElementsSection config={config} update={update} fields={fields} withDisplayRows={false} />
        <LayoutSection config={config} update={update} fields={fields} />
        <CardDimensionsSection config={config} update={update} />
      </div>
    )
  }
  return (
    <div className={styles.panel} data-variant="full">
      <DetailPanelSection config={config} update={update} />
      <FieldsSection config={config} update={update} />
      <CardElementsSection config={config} update={update} fields={fields} withDisplayRows />
      <LayoutSection config={config} update={update} fields={fields} />
      <CardStyleSection config={config} update={update} />
      <CardDimensionsSection config={config} update={update} />
    </div>
  )
}
