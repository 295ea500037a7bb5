import { familyTreeFileName, personName } from './file-name'

describe('personName', () => {
  it('takes first and last name, else the label, else the name field', () => {
    expect(personName({ 'first name': ' Marie ', 'last name': 'Skłodowska-Curie' })).toBe('Marie Skłodowska-Curie')
    expect(personName({ 'first name': 'Ann' })).toBe('Ann')
    expect(personName({ label: 'Elizabeth II' })).toBe('Elizabeth II')
    expect(personName({ name: 'Bo' })).toBe('Bo')
    expect(personName({ 'first name': 42 })).toBe('')
    expect(personName(undefined)).toBe('')
  })
})

describe('familyTreeFileName', () => {
  it('names the file after the person, keeping letters of every script', () => {
    expect(familyTreeFileName('Marie Skłodowska-Curie', 'svg')).toBe('Marie-Skłodowska-Curie-family-tree.svg')
    expect(familyTreeFileName('Лев Толстой', '.pdf')).toBe('Лев-Толстой-family-tree.pdf')
  })

  it('removes what file systems refuse: separators, reserved characters, control characters, dots at the ends', () => {
    expect(familyTreeFileName('../../etc/passwd', 'png')).toBe('etc-passwd-family-tree.png')
    expect(familyTreeFileName('a<b>c:d"e|f?g*h\\i\u0000j', 'png')).toBe('a-b-c-d-e-f-g-h-i-j-family-tree.png')
    expect(familyTreeFileName('  .hidden.  ', 'svg')).toBe('hidden-family-tree.svg')
    expect(familyTreeFileName('CON', 'svg')).toBe('CON-tree-family-tree.svg')
  })

  it('falls back to family-tree and keeps long names short', () => {
    expect(familyTreeFileName('', 'svg')).toBe('family-tree.svg')
    expect(familyTreeFileName('<>?', 'svg')).toBe('family-tree.svg')
    const long = familyTreeFileName('A'.repeat(300), 'pdf')
    expect(long).toBe('A'.repeat(80) + '-family-tree.pdf')
  })
})
