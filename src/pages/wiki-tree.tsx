/** The Wikidata family-tree explorer is built in its own issue; this page keeps the route alive until then. */
import React from 'react'
import Layout from '@theme/Layout'
import Link from '@docusaurus/Link'

export default function WikiTree(): React.JSX.Element {
  return (
    <Layout title="Wiki Tree">
      <main className="container margin-vert--xl">
        <h1>Wiki Tree</h1>
        <p>The Wikidata explorer is coming soon. Meanwhile, browse the live examples.</p>
        <Link className="button button--primary" to="/examples/v2/1-basic-tree">Browse examples</Link>
      </main>
    </Layout>
  )
}
