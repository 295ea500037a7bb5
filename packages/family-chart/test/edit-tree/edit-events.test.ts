/**
 * @jest-environment jsdom
 */
// Typed change events: each edit tells which records changed, as before and after, so a backend can save just those.
import type { EditEvent } from '../../src/features/editing/edit-events'
import { changedRecords, classifyChange } from '../../src/features/editing/edit-events'
import { cardByText, cards, click, form, input, setup, submit } from './helpers'

function listen(configure?: (et: any) => void) {
  const events: EditEvent[] = []
  const changes: unknown[] = []
  const ctx = setup((et) => {
    et.setLinkExistingRelConfig({})
    et.setOnChange((data: unknown) => changes.push(data))
    et.setOnEdit((e: EditEvent) => events.push(e))
    configure?.(et)
  })
  return { ...ctx, events, changes }
}
const last = <T>(list: T[]): T => list[list.length - 1]
const ids = (list: { id: string }[]) => list.map((d) => d.id).sort()
const placeholderCard = (label: string) => cards().find((c) => c.querySelector('.f3-card-row')?.textContent === label)!

describe('onEdit events', () => {
  it('update: the one record, before and after, after onChange', () => {
    const { events, changes } = listen()
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    input('first name').value = 'Thomas'
    submit()
    expect(changes).toHaveLength(1)
    expect(events).toHaveLength(1)
    const [e] = events
    expect(e).toMatchObject({ type: 'update', person: 'dad', people: ['dad'], source: 'edit' })
    expect(e.before[0].data['first name']).toBe('Tom')
    expect(e.after[0].data['first name']).toBe('Thomas')
    expect(e.data.find((d) => d.id === 'dad')!.data['first name']).toBe('Thomas')
  })

  it('add: the new person, and the relatives who now list them; none of the placeholders', () => {
    const { events } = listen()
    cardByText('Lia Reed').click()
    click('.f3-add-relative-toggle')
    placeholderCard('Add Spouse').click()
    input('first name').value = 'Max'
    submit()
    expect(events).toHaveLength(1)
    const [e] = events
    expect(e.type).toBe('add')
    const max = e.after.find((d) => d.data['first name'] === 'Max')!
    expect(e.person).toBe(max.id)
    expect(ids(e.after)).toEqual([max.id, 'kid'].sort())
    expect(ids(e.before)).toEqual(['kid'])
    expect(e.after.some((d) => d.to_add)).toBe(false)
  })

  it('link: an existing person linked as a new relative', () => {
    const { events } = listen()
    cardByText('Lia Reed').click()
    click('.f3-add-relative-toggle')
    // a daughter: a spouse or parent must fit the role's gender, a child may be anyone outside the person's line
    placeholderCard('Add Daughter').click()
    const select = form().querySelector<HTMLSelectElement>('.f3-link-existing select')!
    select.value = [...select.options].find((o) => o.textContent === 'Mia Reed')!.value
    submit()
    expect(events.map((e) => [e.type, e.person])).toEqual([['link', 'sis']])
    // her earlier parents stop listing her as she becomes Lia's daughter
    expect(ids(events[0].after)).toEqual(['dad', 'kid', 'mom', 'sis'])
  })

  it('unlink and delete, then undo and redo read as the opposite and the same kind', () => {
    const { events } = listen()
    cardByText('Sam Reed').click()
    click('.f3-edit-toggle')
    click('.f3-remove-relative-btn')
    cardByText('Tom Reed').click()
    expect(last(events)).toMatchObject({ type: 'unlink', person: 'me', source: 'edit' })
    expect(ids(last(events).after)).toEqual(['dad', 'me'])

    cardByText('Lia Reed').click()
    click('.f3-edit-toggle')
    click('.f3-delete-btn')
    expect(last(events)).toMatchObject({ type: 'delete', person: 'kid' })
    expect(last(events).after.map((d) => d.id)).not.toContain('kid')

    document.querySelector<HTMLButtonElement>('#c .f3-back')!.click()
    expect(last(events)).toMatchObject({ type: 'add', person: 'kid', source: 'undo' })
    document.querySelector<HTMLButtonElement>('#c .f3-forward')!.click()
    expect(last(events)).toMatchObject({ type: 'delete', person: 'kid', source: 'redo' })
  })

  it('nothing for opening forms, add-relative mode, a gender preview or Cancel', () => {
    const { events, changes } = listen()
    cardByText('Lia Reed').click()
    click('.f3-add-relative-toggle')
    click('.f3-add-relative-toggle')
    click('.f3-edit-toggle')
    click('.f3-cancel-btn')
    expect(events).toEqual([])
    expect(changes).toEqual([])
  })
})

describe('changedRecords and classifyChange', () => {
  const a = { id: 'a', data: { gender: 'M' as const }, rels: {} }
  const b = { id: 'b', data: { gender: 'F' as const }, rels: { spouses: ['a'] } }
  it('finds added, removed and changed records by id, ignoring unchanged ones', () => {
    const before = [a, { ...b, rels: {} }]
    const after = [{ ...a, rels: { spouses: ['b'] } }, b, { id: 'c', data: { gender: 'M' as const }, rels: {} }]
    const diff = changedRecords(before, after)
    expect(diff.people).toEqual(['a', 'b', 'c'])
    expect(ids(diff.before)).toEqual(['a', 'b'])
    expect(classifyChange(diff)).toBe('add')
    expect(classifyChange(changedRecords(after, before))).toBe('delete')
    expect(classifyChange(changedRecords([a, { ...b, rels: {} }], [{ ...a, rels: { spouses: ['b'] } }, b]))).toBe(
      'link',
    )
    expect(classifyChange(changedRecords([{ ...a, rels: { spouses: ['b'] } }, b], [a, { ...b, rels: {} }]))).toBe(
      'unlink',
    )
    expect(classifyChange(changedRecords([a], [{ ...a, data: { gender: 'F' } }]))).toBe('update')
    expect(changedRecords([a, b], [a, b]).people).toEqual([])
  })
})
