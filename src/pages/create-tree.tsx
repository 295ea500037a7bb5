/** The chart builder page (configuration panel, chart and code export) is built in its own issue. */
import React from 'react'
import Layout from '@theme/Layout'
import Link from '@docusaurus/Link'

export default function CreateTree(): JSX.Element {
  return (
    <Layout title="Create Tree">
      <main className="container margin-vert--xl">
        <h1>Create Tree</h1>
        <p>The chart builder is coming soon. Meanwhile, start from a live example and edit its code.</p>
        <Link className="button button--primary" to="/examples/v2/1-basic-tree">Open the basic example</Link>
      </main>
    </Layout>
  )
}
