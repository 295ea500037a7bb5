/**
 * GEDCOM in the builder: reading a file the user picked or dropped, and the Export menu's GEDCOM entries. The GEDCOM
 * code (family-chart/gedcom) is loaded only when it is used.
 */
import type { Data, LivingPrivacy } from 'family-chart'
import { downloadBlob } from '@site/src/chart-export/download'
import type { ExportMenuItem } from '@site/src/chart-export/export-items'
import { familyTreeFileName, personName } from '@site/src/chart-export/file-name'

export type GedcomRead = { data: Data; warnings: string[]; version: string; people: number } | { error: string }

/** Names that say a file is GEDCOM; other files are still tried, the reader says when they are not GEDCOM. */
export const GEDCOM_ACCEPT = '.ged,.gedcom,.GED,text/plain'

/** Biggest file read, so a wrong pick cannot freeze the tab. */
export const MAX_GEDCOM_BYTES = 200 * 2 ** 20

const loadGedcom = () => import('family-chart/gedcom')

/** Reads GEDCOM bytes (any encoding the importer knows): the people, or a sentence saying why not. */
export async function readGedcom(bytes: ArrayBuffer, fileName: string): Promise<GedcomRead> {
  if (bytes.byteLength > MAX_GEDCOM_BYTES)
    return {
      error: `${fileName} is ${Math.round(bytes.byteLength / 2 ** 20)} MB; the builder reads GEDCOM files up to ${MAX_GEDCOM_BYTES / 2 ** 20} MB.`,
    }
  const gedcom = await loadGedcom()
  try {
    const { data, warnings, version } = gedcom.importGedcom(bytes)
    if (!data.length) return { error: `${fileName} holds no people (no INDI records).` }
    return { data, warnings, version, people: data.length }
  } catch (err) {
    if (err instanceof gedcom.GedcomError) return { error: `${fileName} could not be imported: ${err.message}` }
    return { error: `${fileName} could not be imported: ${(err as Error)?.message ?? String(err)}` }
  }
}

/**
 * The Export menu's GEDCOM entries: the data as the chart shows it (edits included), in either version; living people
 * written as private while `privacy()` says so (the chart's setPrivacy).
 */
export function gedcomExportItems(
  getData: () => Data | null,
  mainName: () => string,
  privacy: () => LivingPrivacy | undefined = () => undefined,
): ExportMenuItem[] {
  const entry = (version: '5.5.1' | '7.0'): ExportMenuItem => ({
    id: `gedcom-${version}`,
    label: `GEDCOM ${version} (.ged)`,
    run: async () => {
      const data = getData()
      if (!data?.length) throw new Error('There is no data to export yet.')
      const { exportGedcom } = await loadGedcom()
      const name = familyTreeFileName(mainName(), 'ged')
      downloadBlob(
        new Blob([exportGedcom(data, { version, privacy: privacy() })], { type: 'text/plain;charset=utf-8' }),
        name,
      )
      return `Saved ${name} (GEDCOM ${version}, ${data.length} ${data.length === 1 ? 'person' : 'people'}).`
    },
  })
  return [entry('5.5.1'), entry('7.0')]
}

export { personName }
