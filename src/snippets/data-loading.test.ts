import { CREATE_FN, DATA, DATA_JSON, DATA_URL } from './__fixtures__/sources'
import { runScript } from './__fixtures__/run-script'
import { dataLoadingCode } from './data-loading'

describe('dataLoadingCode', () => {
  it('embeds inline JSON exactly and calls the callback', () => {
    const code = dataLoadingCode({ createFnString: CREATE_FN, dataJson: `\n${DATA_JSON}\n` }, 'render')
    expect(code).toBe(`const data = ${DATA_JSON}\nrender(data)`)
  })

  it('prefers inline JSON over the URL', () => {
    const code = dataLoadingCode({ createFnString: CREATE_FN, dataJson: DATA_JSON, dataUrl: DATA_URL })
    expect(code).not.toContain('fetch(')
  })

  it('fetches the URL, checks the status and reports errors', () => {
    const code = dataLoadingCode({ createFnString: CREATE_FN, dataUrl: DATA_URL })
    expect(code).toContain("fetch('/data/data.json')")
    expect(code).toContain("if (!res.ok) throw new Error('HTTP error! status: ' + res.status)")
    expect(code).toContain('.then(data => create(data))')
    expect(code).toContain('.catch(err => console.error(err))')
  })

  it('runs: fetched data reaches create, HTTP errors reach console.error', async () => {
    const code = `${dataLoadingCode({ createFnString: CREATE_FN, dataUrl: DATA_URL })}\n${CREATE_FN}`
    const ok = await runScript(code)
    expect(ok.fetched).toEqual([DATA_URL])
    expect(ok.charts).toEqual([{ selector: '#FamilyChart', data: DATA }])
    const failed = await runScript(code, 404)
    expect(failed.charts).toEqual([])
    expect(String(failed.errors[0])).toContain('HTTP error! status: 404')
  })

  it('requires a data source', () => {
    expect(() => dataLoadingCode({ createFnString: CREATE_FN })).toThrow(/dataJson or dataUrl/)
  })
})
