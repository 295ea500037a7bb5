import { CREATOR_DEFAULTS } from './config'
import {
  addDisplayRow,
  addField,
  COMMON_FIELDS,
  customFieldError,
  FIELD_EXISTS_MESSAGE,
  fieldsToOffer,
  normalizeFieldName,
  removeDisplayRow,
  removeField,
  toggleDisplayField,
} from './fields'
import { setSortChildrenBy, setSortDesc } from './sort'

describe('fields', () => {
  it('trims and lower-cases custom names', () => {
    expect(normalizeFieldName('  Birth Place ')).toBe('birth place')
    expect(addField(CREATOR_DEFAULTS, '  Birth Place ').fields.at(-1)).toBe('birth place')
  })

  it('refuses empty and duplicate names', () => {
    expect(customFieldError(CREATOR_DEFAULTS.fields, '   ')).toBe('')
    expect(customFieldError(CREATOR_DEFAULTS.fields, ' First Name')).toBe(FIELD_EXISTS_MESSAGE)
    expect(customFieldError(CREATOR_DEFAULTS.fields, 'nickname')).toBeNull()
    expect(addField(CREATOR_DEFAULTS, 'FIRST NAME')).toBe(CREATOR_DEFAULTS)
    expect(addField(CREATOR_DEFAULTS, '')).toBe(CREATOR_DEFAULTS)
  })

  it('removes a field from the form and from every card row', () => {
    const c = {
      ...CREATOR_DEFAULTS,
      cardDisplay: [
        ['first name', 'birthday'],
        ['birthday', 'last name'],
      ],
    }
    const out = removeField(c, 'birthday')
    expect(out.fields).toEqual(['first name', 'last name', 'avatar'])
    expect(out.cardDisplay).toEqual([['first name'], ['last name']])
  })

  it('drops the sort when its field is removed', () => {
    const sorted = setSortDesc(setSortChildrenBy(CREATOR_DEFAULTS, 'birthday'), true)
    const out = removeField(sorted, 'birthday')
    expect(out.sortChildrenBy).toBeNull()
    expect(out.isDescSortChildrenBy).toBe(false)
    expect(removeField(sorted, 'avatar').sortChildrenBy).toBe('birthday')
  })

  it('offers the common fields not yet used', () => {
    const offered = fieldsToOffer(CREATOR_DEFAULTS)
    expect(offered).not.toContain('first name')
    expect(offered).toContain('occupation')
    expect(offered.length).toBe(COMMON_FIELDS.length - 3)
  })

  it('edits card rows', () => {
    const withRow = addDisplayRow(CREATOR_DEFAULTS)
    expect(withRow.cardDisplay).toEqual([['first name', 'last name'], ['birthday'], []])
    const toggled = toggleDisplayField(toggleDisplayField(withRow, 2, 'avatar'), 0, 'last name')
    expect(toggled.cardDisplay).toEqual([['first name'], ['birthday'], ['avatar']])
    expect(removeDisplayRow(toggled, 1).cardDisplay).toEqual([['first name'], ['avatar']])
  })
})

describe('sort rules', () => {
  it('sorts ascending by a chosen field, Desc reverses, Default clears both', () => {
    const asc = setSortChildrenBy(CREATOR_DEFAULTS, 'birthday')
    expect([asc.sortChildrenBy, asc.isDescSortChildrenBy]).toEqual(['birthday', false])
    const desc = setSortDesc(asc, true)
    expect(desc.isDescSortChildrenBy).toBe(true)
    const none = setSortChildrenBy(desc, null)
    expect([none.sortChildrenBy, none.isDescSortChildrenBy]).toEqual([null, false])
  })

  it('keeps Desc off without a field', () => {
    expect(setSortDesc(CREATOR_DEFAULTS, true).isDescSortChildrenBy).toBe(false)
  })
})
