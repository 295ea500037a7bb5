/**
 * "Import GEDCOM": a file picker, a sample file to try, and dropping a file anywhere on the builder. The people found
 * replace the chart's data; the importer's notes go beside the data; a file that cannot be read changes nothing.
 */
import React, { useEffect, useRef, useState } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Data } from 'family-chart'
import { GEDCOM_ACCEPT, readGedcom } from '../gedcom/gedcom-file'
import styles from './gedcom-import.module.css'

interface Props {
  /** The imported people and the importer's notes. */
  onImport: (data: Data, notes: string[]) => void
  /** The element where a dropped file is taken (the builder's workspace). */
  dropTarget: React.RefObject<HTMLElement | null>
}

type Status =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string }

const SAMPLE = '/data/sample-family.ged'

export default function GedcomImport({ onImport, dropTarget }: Props): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const [dragging, setDragging] = useState(false)
  const sampleUrl = useBaseUrl(SAMPLE)
  const onImportRef = useRef(onImport)
  onImportRef.current = onImport

  const read = async (name: string, bytes: () => Promise<ArrayBuffer>) => {
    setStatus({ kind: 'reading', name })
    try {
      const result = await readGedcom(await bytes(), name)
      if ('error' in result)
        return setStatus({ kind: 'error', text: `${result.error} Your chart and data are unchanged.` })
      onImportRef.current(result.data, result.warnings)
      const notes = result.warnings.length
        ? `; ${result.warnings.length} ${result.warnings.length === 1 ? 'note' : 'notes'} beside the data`
        : ''
      setStatus({
        kind: 'done',
        text: `Imported ${result.people} ${result.people === 1 ? 'person' : 'people'} from ${name} (GEDCOM ${result.version})${notes}.`,
      })
    } catch (err) {
      setStatus({
        kind: 'error',
        text: `${name} could not be read: ${(err as Error)?.message ?? String(err)}. Your chart and data are unchanged.`,
      })
    }
  }
  const readRef = useRef(read)
  readRef.current = read

  // Dropping a file anywhere on the builder imports it.
  useEffect(() => {
    const el = dropTarget.current
    if (!el) return
    const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files')
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      setDragging(true)
    }
    const leave = (e: DragEvent) => {
      if (!el.contains(e.relatedTarget as Node | null)) setDragging(false)
    }
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      setDragging(false)
      const file = e.dataTransfer!.files[0]
      if (file) void readRef.current(file.name, () => file.arrayBuffer())
    }
    el.addEventListener('dragover', over)
    el.addEventListener('dragleave', leave)
    el.addEventListener('drop', drop)
    return () => {
      el.removeEventListener('dragover', over)
      el.removeEventListener('dragleave', leave)
      el.removeEventListener('drop', drop)
    }
  }, [dropTarget])

  const onPick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (file) void read(file.name, () => file.arrayBuffer())
  }
  const trySample = () =>
    read('sample-family.ged', async () => {
      const res = await fetch(sampleUrl)
      if (!res.ok) throw new Error(`the server answered with status ${res.status}`)
      return res.arrayBuffer()
    })

  return (
    <div className={styles.bar} role="group" aria-labelledby="gedcom-import-title">
      <span id="gedcom-import-title" className={styles.title}>
        GEDCOM
      </span>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => input.current?.click()}
        disabled={status.kind === 'reading'}
      >
        Import GEDCOM…
      </button>
      <button
        type="button"
        className="button button--link button--sm"
        onClick={() => void trySample()}
        disabled={status.kind === 'reading'}
      >
        Try a sample file
      </button>
      <input
        ref={input}
        type="file"
        accept={GEDCOM_ACCEPT}
        className={styles.file}
        onChange={onPick}
        aria-label="GEDCOM file to import"
        tabIndex={-1}
      />
      <span className={styles.hint}>or drop a .ged file here</span>
      {status.kind === 'reading' && (
        <span role="status" className={styles.status}>
          Reading {status.name}…
        </span>
      )}
      {status.kind === 'done' && (
        <span role="status" className={styles.status}>
          {status.text}
        </span>
      )}
      {status.kind === 'error' && (
        <span role="alert" className={styles.error}>
          {status.text}
        </span>
      )}
      {dragging && (
        <div className={styles.dropOverlay} aria-hidden="true">
          Drop the GEDCOM file to import it
        </div>
      )}
    </div>
  )
}
