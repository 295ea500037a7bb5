/** The line that says when, where and with which versions the benchmark ran. */
import React from 'react'
import { benchmark } from './data'
import { formatDate, formatDuration } from './format'

export default function RunInfo(): React.JSX.Element {
  const { machine, libraries } = benchmark
  const parts = [
    machine.os,
    machine.cpu,
    `${machine.cores} cores`,
    `${machine.memoryGB} GB memory`,
    `Node ${machine.node}`,
    machine.chromium ?? 'Chromium not run',
  ]
  return (
    <>
      <p data-testid="benchmark-run">
        <strong>Run of {formatDate(benchmark.date)}</strong>
        {benchmark.durationSeconds !== null && <> (took {formatDuration(benchmark.durationSeconds)})</>} on{' '}
        {parts.join(', ')}. Ours is family-chart {libraries.ours} built from this repository; published is family-chart{' '}
        {libraries.published} from npm.
      </p>
      {benchmark.carriedOver.map((kept) => (
        <p key={kept.from} data-testid="benchmark-carried-over">
          Not run this time, kept from the run of {formatDate(kept.from)}: {kept.parts.join(', ')}.
        </p>
      ))}
      {libraries.distChangedDuringRun && (
        <p>
          <strong>Warning:</strong> the library was rebuilt while this run was going on, so parts of it measured
          different builds.
        </p>
      )}
    </>
  )
}
