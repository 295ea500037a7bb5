import React from 'react'
import Layout from '@theme/Layout'

export default function Home(): JSX.Element {
  return <Layout title="Getting Started"><main className="container"><h1>family-chart</h1></main></Layout>
}
