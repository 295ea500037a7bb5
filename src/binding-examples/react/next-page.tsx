'use client'
// app/family/page.tsx in a Next.js app (App Router): a client page. During the server render the chart is its empty
// container; the library is loaded and the chart drawn in the browser.
import { useEffect, useState } from 'react'
import type { Data } from 'family-chart'
import { FamilyChart } from 'family-chart/react'
import 'family-chart/styles/family-chart.css'

export default function FamilyPage() {
  const [people, setPeople] = useState<Data | null>(null)
  const [mainId, setMainId] = useState<string>()

  useEffect(() => {
    fetch('/data.json')
      .then((response) => response.json())
      .then(setPeople)
  }, [])

  return (
    <main>
      <h1>Our family</h1>
      <FamilyChart data={people} mainId={mainId} onMainChange={setMainId} style={{ height: 600 }} />
    </main>
  )
}
