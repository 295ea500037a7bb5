/** Runs example code into a '#FamilyChart' container; a failing run reports its error and keeps the previous chart. */
import React, { useEffect, useRef, useState } from 'react'
import 'family-chart/styles/family-chart.css'
import { compileCreateCode, describeError } from './run-create-code'
import { hasNeeded, neededLibs } from './needed-libs'
import { loadLocales } from './locale-loaders'
import { usedLocales, type LocaleCode } from '@site/src/snippets/locales'
import styles from './styles.module.css'

interface Props {
  code: string
  /** The data JSON text; parsed afresh for every run so one run cannot leak changes into the next. */
  dataText: string
  /** `'text'`: the code gets `dataText` itself (a GEDCOM file) instead of the parsed JSON. */
  dataFormat?: 'json' | 'text'
  /** A CSS height: pixels, or any length such as a custom property. */
  height: number | string
  onResult: (error: string | null) => void
}

type Libs = { f3: unknown; d3?: unknown; f3Gedcom?: unknown; Vue?: unknown; f3Locales?: Record<string, unknown> }

export default function LiveChart({ code, dataText, dataFormat = 'json', height, onResult }: Props): React.JSX.Element {
  const wrapRef = useRef<HTMLDivElement>(null)
  const [libs, setLibs] = useState<Libs | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  // The latest callback, read when a run ends: a new function from the parent does not run the code again.
  const onResultRef = useRef(onResult)
  onResultRef.current = onResult

  // d3, the GEDCOM entry point and Vue are chunks of their own, loaded only for code that uses them.
  const need = neededLibs(code)
  // The languages too (f3Locales.he), each its own chunk; the key changes only when the list does.
  const localesKey = usedLocales(code).join(',')
  useEffect(() => {
    let alive = true
    Promise.all([
      import('family-chart'),
      need.d3 ? import('d3') : null,
      need.gedcom ? import('family-chart/gedcom') : null,
      need.vue ? import('vue') : null,
      loadLocales(localesKey ? (localesKey.split(',') as LocaleCode[]) : []),
    ])
      .then(
        ([f3, d3, f3Gedcom, Vue, f3Locales]) =>
          alive &&
          setLibs({
            f3: (f3 as any).default ?? f3,
            d3: d3 ?? undefined,
            f3Gedcom: f3Gedcom ?? undefined,
            Vue: Vue ?? undefined,
            f3Locales,
          }),
      )
      .catch((err) => alive && setLoadError(describeError(err)))
    return () => {
      alive = false
    }
  }, [need.d3, need.gedcom, need.vue, localesKey])

  useEffect(() => {
    const wrap = wrapRef.current
    // After an edit that starts using d3 (or GEDCOM, or Vue), the run waits for that chunk instead of failing on it.
    if (!libs || !wrap || !hasNeeded(libs, neededLibs(code))) return
    if (!usedLocales(code).every((c) => libs.f3Locales?.[c])) return
    let runner
    try {
      runner = compileCreateCode(code)
    } catch (err) {
      onResultRef.current(describeError(err))
      return
    }
    const previous = wrap.querySelector<HTMLElement>('#FamilyChart')
    if (previous) previous.id = 'FamilyChart-previous'
    const next = document.createElement('div')
    next.id = 'FamilyChart'
    next.className = 'f3'
    next.style.cssText = 'position:absolute;inset:0'
    wrap.append(next)
    try {
      runner({ ...libs, data: dataFormat === 'text' ? dataText : JSON.parse(dataText) })
      previous?.remove()
      onResultRef.current(null)
    } catch (err) {
      next.remove()
      if (previous) previous.id = 'FamilyChart'
      onResultRef.current(describeError(err))
    }
  }, [libs, code, dataText, dataFormat])

  return (
    <div ref={wrapRef} className={styles.wrap} style={{ height }} data-testid="live-chart" aria-busy={!libs}>
      {!libs && !loadError && (
        <div className={styles.status} role="status">
          Loading chart…
        </div>
      )}
      {loadError && (
        <div className={styles.status} role="alert">
          The chart library failed to load: {loadError}
        </div>
      )}
    </div>
  )
}
