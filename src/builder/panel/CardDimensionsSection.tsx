/** Card Dimensions: sliders over the style's defaults; in image Circle style the sides move together. */
import React from 'react'
import { effectiveDim, setCardStyle, setDimension } from '../card-dims'
import { DIM_SLIDERS, type NumericDimKey } from '../card-styles'
import { Section, Slider, Switch } from './controls'
import type { SectionProps } from './types'
import styles from './panel.module.css'

const LABELS: Record<NumericDimKey, string> = {
  width: 'Width',
  height: 'Height',
  img_width: 'Image width',
  img_height: 'Image height',
  img_x: 'Image x',
  img_y: 'Image y',
}

export default function CardDimensionsSection({ config, update }: SectionProps): React.JSX.Element {
  const dim = effectiveDim(config)
  return (
    <Section title="Card Dimensions">
      {config.cardStyle === 'imageCircle' && (
        <p className={styles.hint}>
          Image Circle cards stay round: width and height move together, and so do the image sides.
        </p>
      )}
      {(Object.keys(LABELS) as NumericDimKey[]).map((key) => (
        <Slider
          key={key}
          label={LABELS[key]}
          value={dim[key]}
          range={DIM_SLIDERS[key]}
          onChange={(v) => update((c) => setDimension(c, key, v))}
        />
      ))}
      <Switch
        label="Height auto"
        checked={dim.height_auto}
        onChange={(v) => update((c) => setDimension(c, 'height_auto', v))}
        hint="Cards grow to fit their text."
      />
      <button
        type="button"
        className="button button--secondary button--sm"
        disabled={!config.cardDim}
        onClick={() => update((c) => setCardStyle(c, c.cardStyle))}
      >
        Reset to style defaults
      </button>
    </Section>
  )
}
