/** Create Tree: for now a starter chart with editable data and the exported code; the full builder comes next. */
import React, { useCallback, useMemo, useState } from 'react'
import Layout from '@theme/Layout'
import useBaseUrl from '@docusaurus/useBaseUrl'
import FamilyChart from '@site/src/components/FamilyChart'
import CodeExportPanel from '@site/src/components/CodeExportPanel'
import { useJsonData } from '@site/src/hooks/useJsonData'
import { validateData, type Data } from 'family-chart'
import styles from './create-tree.module.css'

const CREATE_CODE = `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setSingleParentEmptyCard(true, { label: 'ADD' })

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setMiniTree(true)
    .setOnHoverPathToMain()

  f3Chart.updateTree({ initial: true })
}`

const setupChart = (chart: import('family-chart').Chart) => { chart.setSingleParentEmptyCard(true, { label: 'ADD' }) }

/** Parses edited data text; returns a message instead of throwing so the page keeps what it had. */
function parsePeople(text: string): { data: Data } | { error: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (err) {
    return { error: `Invalid JSON: ${(err as Error).message}` }
  }
  const fatal = validateData(parsed).filter((p) => p.type === 'not-an-array' || p.type === 'empty-data' || p.type === 'bad-person')
  if (fatal.length) return { error: fatal.map((p) => p.message).join(' ') }
  return { data: parsed as Data }
}

function Builder({ initialText }: { initialText: string }): React.JSX.Element {
  const [text, setText] = useState(initialText)
  const [error, setError] = useState<string | null>(null)
  const data = useMemo(() => JSON.parse(text) as Data, [text])
  const onUpdateData = useCallback((next: string) => {
    const result = parsePeople(next)
    if ('error' in result) return setError(result.error)
    setError(null)
    setText(JSON.stringify(result.data, null, 2))
  }, [])
  return (
    <div className={styles.layout}>
      <FamilyChart data={data} height={600} setup={setupChart} />
      <section aria-label="Data and code">
        {error && <p className={styles.error} role="alert">{error} Your chart and data are unchanged.</p>}
        <CodeExportPanel data_json={text} createFnString={CREATE_CODE} onUpdateData={onUpdateData} />
      </section>
    </div>
  )
}

export default function CreateTree(): React.JSX.Element {
  const starter = useJsonData(useBaseUrl('/data/data-create-tree.json'))
  return (
    <Layout title="Create Tree" description="Start a family tree and take away the code">
      <main className="container margin-vert--lg">
        <h1>Create Tree</h1>
        <p>Start from one person, edit the data and copy the code for your framework. The full configuration panel is on its way.</p>
        {starter.status === 'loading' && <p role="status">Loading the starter person…</p>}
        {starter.status === 'error' && <p role="alert">{starter.message}</p>}
        {starter.status === 'ready' && <Builder initialText={JSON.stringify(starter.data, null, 2)} />}
      </main>
    </Layout>
  )
}
