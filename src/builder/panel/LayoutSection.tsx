/** Layout Options: timing, spacing, empty cards, orientation, siblings, duplicates, depth and sorting. */
import React from 'react'
import { SPACING_SLIDER } from '../card-styles'
import { parseDepth, parseLivingYears, parseTransitionTime, type Parsed } from '../layout-inputs'
import { setSortChildrenBy, setSortDesc } from '../sort'
import { LANGUAGE_OPTIONS, languageOf } from '../languages'
import { BUILDER_CHART_TYPES } from '../chart-types'
import { ParsedInput, Section, Select, Slider, Switch } from './controls'
import ChartTypeChoice from './ChartTypeChoice'
import type { SectionProps } from './types'
import styles from './panel.module.css'

const depthText = (v: number | null) => (v === null ? '' : String(v))
const labelParse = (t: string): Parsed<string> => ({ value: t })

export default function LayoutSection({
  config,
  update,
  fields,
}: SectionProps & { fields: string[] }): React.JSX.Element {
  const sortOptions = [{ value: '', label: 'Default' }, ...fields.map((f) => ({ value: f, label: f }))]
  return (
    <Section title="Layout Options">
      <ChartTypeChoice value={config.chartType} onChange={(v) => update((c) => ({ ...c, chartType: v }))} />
      <p className={styles.hint}>{BUILDER_CHART_TYPES.find((t) => t.value === config.chartType)?.hint}</p>
      {config.chartType === 'relatives' && (
        <ParsedInput
          label="Relatives depth (steps)"
          value={config.relativesDepth}
          format={depthText}
          parse={parseDepth}
          placeholder="everyone"
          onChange={(v) => update((c) => ({ ...c, relativesDepth: v }))}
        />
      )}
      <ParsedInput
        label="Transition time (ms)"
        value={config.transitionTime}
        format={String}
        parse={parseTransitionTime}
        onChange={(v) => update((c) => ({ ...c, transitionTime: v }))}
      />
      <Slider
        label="Card X spacing"
        value={config.cardXSpacing}
        range={SPACING_SLIDER}
        onChange={(v) => update((c) => ({ ...c, cardXSpacing: v }))}
      />
      <Slider
        label="Card Y spacing"
        value={config.cardYSpacing}
        range={SPACING_SLIDER}
        onChange={(v) => update((c) => ({ ...c, cardYSpacing: v }))}
      />
      <Switch
        label="Single parent empty card"
        checked={config.singleParentEmptyCard}
        onChange={(v) => update((c) => ({ ...c, singleParentEmptyCard: v }))}
        hint="An empty card for the unknown other parent."
      />
      {config.singleParentEmptyCard && (
        <ParsedInput
          label="Empty card label"
          value={config.emptyCardLabel}
          format={String}
          parse={labelParse}
          inputMode="text"
          onChange={(v) => update((c) => ({ ...c, emptyCardLabel: v }))}
        />
      )}
      <Switch
        label="Horizontal orientation"
        checked={config.horizontalOrientation}
        onChange={(v) => update((c) => ({ ...c, horizontalOrientation: v }))}
      />
      <Switch
        label="Show siblings of main"
        checked={config.showSiblingsOfMain}
        onChange={(v) => update((c) => ({ ...c, showSiblingsOfMain: v }))}
      />
      <Switch
        label="Duplicate branch toggle"
        checked={config.showDuplicateBranchToggle}
        onChange={(v) => update((c) => ({ ...c, showDuplicateBranchToggle: v }))}
        hint="With pedigree collapse, one shared branch open at a time."
      />
      <Switch
        label="Collapse and expand branches"
        checked={config.collapsible}
        onChange={(v) => update((c) => ({ ...c, collapsible: v }))}
        hint="A control on each card folds its ancestors or descendants into a badge (keys A and D)."
      />
      <div className={styles.pair}>
        <ParsedInput
          label="Ancestry depth"
          value={config.ancestryDepth}
          format={depthText}
          parse={parseDepth}
          placeholder="unlimited"
          onChange={(v) => update((c) => ({ ...c, ancestryDepth: v }))}
        />
        <ParsedInput
          label="Progeny depth"
          value={config.progenyDepth}
          format={depthText}
          parse={parseDepth}
          placeholder="unlimited"
          onChange={(v) => update((c) => ({ ...c, progenyDepth: v }))}
        />
      </div>
      <div className={styles.pair}>
        <Select
          label="Sort children by"
          value={config.sortChildrenBy ?? ''}
          options={sortOptions}
          onChange={(v) => update((c) => setSortChildrenBy(c, v || null))}
        />
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={config.isDescSortChildrenBy}
            disabled={!config.sortChildrenBy}
            onChange={(e) => update((c) => setSortDesc(c, e.target.checked))}
          />
          Desc
        </label>
      </div>
      <Select
        label="Language"
        value={config.locale ?? ''}
        options={LANGUAGE_OPTIONS}
        onChange={(v) => update((c) => ({ ...c, locale: languageOf(v) }))}
      />
      <Switch
        label="Spouses by marriage date"
        checked={config.sortSpousesByMarriageDate}
        onChange={(v) => update((c) => ({ ...c, sortSpousesByMarriageDate: v }))}
        hint="Reads marriage_date__ref__ fields; spouses without a date follow."
      />
      <Switch
        label="Hide living people"
        checked={config.hideLiving}
        onChange={(v) => update((c) => ({ ...c, hideLiving: v }))}
        hint="No death recorded and born recently or at an unknown date: a private card, also in exports and GEDCOM."
      />
      {config.hideLiving && (
        <ParsedInput
          label="Living if born less than (years ago)"
          value={config.livingYears}
          format={String}
          parse={parseLivingYears}
          onChange={(v) => update((c) => ({ ...c, livingYears: v }))}
        />
      )}
    </Section>
  )
}
