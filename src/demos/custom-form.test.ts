import { collectValues, customFormHeading, summaryLines, type FormField } from './custom-form'

const field = (id: string, value: string): FormField => ({ id, label: id, type: 'text', value })

describe('custom form model', () => {
  it('titles new-relative and profile forms', () => {
    expect(customFormHeading({ is_new: true, editable: true, title: 'Add Son' })).toEqual({
      kicker: 'New relative',
      title: 'Son',
    })
    expect(customFormHeading({ is_new: false, editable: false, title: 'Maja Lindqvist' })).toEqual({
      kicker: 'Profile',
      title: 'Maja Lindqvist',
    })
    expect(customFormHeading({ is_new: false, editable: true, title: 'Maja Lindqvist' }).kicker).toBe('Editing profile')
  })

  it('summarises filled fields only', () => {
    expect(summaryLines([field('first name', 'Maja'), field('notes', '  '), field('occupation', ' Nurse ')])).toEqual([
      { label: 'first name', value: 'Maja' },
      { label: 'occupation', value: 'Nurse' },
    ])
  })

  it('collects trimmed values, keeping the old value of a field it cannot read', () => {
    const fields = [field('first name', 'Maja'), field('occupation', 'Nurse')]
    expect(collectValues(fields, (id) => (id === 'first name' ? ' Maria ' : undefined))).toEqual({
      'first name': 'Maria',
      occupation: 'Nurse',
    })
  })
})
