/** Runs the Vue example: loads Vue only on this page, mounts the component the example code defines, shows that code. */
import React, { useEffect, useRef, useState } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import 'family-chart/styles/family-chart.css'
import HighlightedCode from '../HighlightedCode'
import CopyButton from '../CopyButton'
import { useJsonData } from '@site/src/hooks/useJsonData'
import { vueExampleCode, vueExampleDataUrl } from '@site/src/example-code/10-vue-plugin-example'
import styles from './styles.module.css'

export default function VueExample(): React.JSX.Element {
  const data = useJsonData(useBaseUrl(vueExampleDataUrl))
  const ref = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (data.status !== 'ready' || !ref.current) return
    let app: { unmount(): void } | null = null
    let alive = true
    Promise.all([import('vue'), import('family-chart')])
      .then(([Vue, f3]) => {
        if (!alive || !ref.current) return
        // eslint-disable-next-line no-new-func
        const define = new Function('Vue', 'f3', 'data', `${vueExampleCode}\nreturn createFamilyTreeComponent(Vue, f3, data)`)
        const component = define(Vue, (f3 as any).default ?? f3, JSON.parse(data.text))
        app = Vue.createApp(component)
        ;(app as any).mount(ref.current)
      })
      .catch((err: Error) => alive && setError(`${err.name}: ${err.message}`))
    return () => {
      alive = false
      app?.unmount()
    }
  }, [data])

  return (
    <section aria-label="Vue example">
      {data.status === 'loading' && <p role="status">Loading data…</p>}
      {data.status === 'error' && <p role="alert">{data.message}</p>}
      {error && <p role="alert">{error}</p>}
      <div ref={ref} className={styles.app} data-testid="vue-app" />
      <div className={styles.code}>
        <div className={styles.bar}><span>Vue component</span><CopyButton text={vueExampleCode} /></div>
        <HighlightedCode code={vueExampleCode} language="javascript" label="Vue component code" />
      </div>
    </section>
  )
}
