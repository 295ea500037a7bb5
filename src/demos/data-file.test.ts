import { DATA_FILE_NAME, isJsonFileName, parseUploadedData, serializeData, UPLOAD_ERROR_MESSAGE } from './data-file'
import { loadDemoData } from './test-data'

describe('download and upload', () => {
  const data = loadDemoData('data-first-node.json')

  it('names the file and pretty-prints the whole list', () => {
    expect(DATA_FILE_NAME).toBe('family-chart-data.json')
    const text = serializeData(data)
    expect(text).toBe(JSON.stringify(data, null, 2))
    expect(text.split('\n')[1]).toBe('  {')
  })

  it('accepts only .json files', () => {
    expect(isJsonFileName('family-chart-data.json')).toBe(true)
    expect(isJsonFileName('TREE.JSON')).toBe(true)
    expect(isJsonFileName('tree.json.txt')).toBe(false)
    expect(isJsonFileName('tree.csv')).toBe(false)
  })

  it('reads back what it wrote', () => {
    expect(parseUploadedData(serializeData(data))).toEqual({ ok: true, data })
  })

  it.each([
    ['not JSON', '{ "id": '],
    ['an object', '{"id":"a"}'],
    ['an empty list', '[]'],
    ['a list of other things', '[1, 2]'],
    ['people without rels', '[{"id":"a","data":{}}]'],
  ])('refuses %s with the alert text', (_what, text) => {
    expect(parseUploadedData(text)).toEqual({ ok: false, message: UPLOAD_ERROR_MESSAGE })
  })

  it('uses the product message', () => {
    expect(UPLOAD_ERROR_MESSAGE).toBe('Error loading file: Invalid JSON format')
  })
})
