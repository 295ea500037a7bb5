// Export's record ids (src/gedcom/export-ids.ts, xrefs.ts): people who keep their id are answered for without being
// entries, an entry wins over that answer, and the allocator never hands out an id such a person has.
import { ExportIdMap } from '../../src/gedcom/export-ids'
import { createXrefAllocator } from '../../src/gedcom/xrefs'

const people = new Set(['I1', 'I2'])
const keeps = (id: string) => people.has(id)

describe('ExportIdMap', () => {
  it('maps a person who keeps their id to it without an entry, and nothing else', () => {
    const ids = new ExportIdMap(keeps)
    expect(ids.get('I1')).toBe('I1')
    expect(ids.has('I2')).toBe(true)
    expect(ids.size).toBe(0)
    expect(ids.get('F1')).toBeUndefined()
    expect(ids.has('F1')).toBe(false)
  })

  it('answers with an entry first, for a person id too', () => {
    const ids = new ExportIdMap(keeps)
    ids.set('F1', 'F7')
    ids.set('I2', 'S3')
    expect(ids.get('F1')).toBe('F7')
    expect(ids.get('I2')).toBe('S3')
    expect(ids.get('I1')).toBe('I1')
  })
})

describe('createXrefAllocator with ids taken elsewhere', () => {
  it('reserves no taken id and makes no fresh id that is taken', () => {
    const xrefs = createXrefAllocator('5.5.1', keeps)
    expect(xrefs.reserve('I1')).toBe(false)
    expect(xrefs.reserve('F1')).toBe(true)
    expect(xrefs.fresh('', 'I')).toBe('I3')
  })

  it('tells the ids it reserved (written as themselves without an entry) from fresh ones and taken ones', () => {
    const xrefs = createXrefAllocator('5.5.1', keeps)
    expect(xrefs.reserve('F1')).toBe(true)
    const fresh = xrefs.fresh('', 'F')
    expect(fresh).toBe('F2')
    expect([xrefs.reserved('F1'), xrefs.reserved(fresh), xrefs.reserved('I1')]).toEqual([true, false, false])
    // A fresh id is not handed out again, and a reserved one cannot be reserved twice.
    expect(xrefs.reserve(fresh)).toBe(false)
    expect(xrefs.reserve('F1')).toBe(false)
    const ids = new ExportIdMap((id) => keeps(id) || xrefs.reserved(id))
    ids.set('F1', 'F9')
    expect([ids.get('F1'), ids.get(fresh), ids.has('F1')]).toEqual(['F9', undefined, true])
  })

  it('in 7.0, does not hand out the upper-cased id when a person has it', () => {
    const xrefs = createXrefAllocator('7.0', keeps)
    expect(xrefs.fresh('i1', 'I')).toBe('I3')
    expect(xrefs.fresh('f1', 'F')).toBe('F1')
  })
})
