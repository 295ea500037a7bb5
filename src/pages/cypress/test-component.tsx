/** A bare page that mounts one chart, for browser tests of the library. */
import React from 'react'
import Layout from '@theme/Layout'
import FamilyChart from '@site/src/components/FamilyChart'
import { useJsonData } from '@site/src/hooks/useJsonData'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Data } from 'family-chart'

export default function CypressTestComponent(): React.JSX.Element {
  const data = useJsonData<Data>(useBaseUrl('/data/data.json'))
  return (
    <Layout title="Cypress Test Template" noFooter>
      <main className="container margin-vert--md">
        <h1>Cypress Test Template</h1>
        {data.status === 'ready' && <FamilyChart data={data.data} height={600} />}
        {data.status === 'loading' && <p role="status">Loading data…</p>}
        {data.status === 'error' && <p role="alert">{data.message}</p>}
      </main>
    </Layout>
  )
}
