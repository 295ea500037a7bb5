/**
 * @jest-environment jsdom
 */
// The POST forms sent to StackBlitz and CodeSandbox, and the sender that puts them in the page.
import { decompressFromBase64 } from 'lz-string'
import { CREATE_FN, DATA_JSON } from '@site/src/snippets/__fixtures__/sources'
import { sandboxProject } from './project'
import { stackblitzForm, STACKBLITZ_URL } from './stackblitz'
import { codesandboxForm, CODESANDBOX_URL } from './codesandbox'
import { submitForm } from './submit-form'

const source = { createFnString: CREATE_FN, dataJson: DATA_JSON, title: 'Basic tree', description: 'A chart.' }

function decode(parameters: string): any {
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/')
  return JSON.parse(decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4))!)
}

describe('StackBlitz form', () => {
  it('posts every file as project[files][path] with the title, description and template', () => {
    const project = sandboxProject('vue', source)
    const { action, fields } = stackblitzForm(project)
    expect(action).toBe(`${STACKBLITZ_URL}?file=src%2FApp.vue`)
    const map = new Map(fields)
    expect(map.get('project[title]')).toBe('Basic tree')
    expect(map.get('project[description]')).toBe('A chart.')
    expect(map.get('project[template]')).toBe('node')
    for (const [path, text] of Object.entries(project.files)) expect(map.get(`project[files][${path}]`)).toBe(text)
    expect(fields.filter(([name]) => name.startsWith('project[files]'))).toHaveLength(Object.keys(project.files).length)
  })

  it('sends the Full HTML page with the html template', () => {
    const map = new Map(stackblitzForm(sandboxProject('html', source)).fields)
    expect(map.get('project[template]')).toBe('html')
    expect(map.get('project[files][index.html]')).toContain('<!DOCTYPE html>')
    expect(map.get('project[dependencies]')).toBe('{}')
  })
})

describe('CodeSandbox form', () => {
  it('posts the files as lz-string compressed, URL-safe parameters', () => {
    const project = sandboxProject('svelte', source)
    const { action, fields } = codesandboxForm(project)
    expect(action).toBe(CODESANDBOX_URL)
    const map = new Map(fields)
    expect(map.get('parameters')).toMatch(/^[A-Za-z0-9_-]+$/)
    const decoded = decode(map.get('parameters')!)
    expect(decoded.template).toBe('node')
    expect(Object.keys(decoded.files).sort()).toEqual(Object.keys(project.files).sort())
    for (const [path, text] of Object.entries(project.files))
      expect(decoded.files[path]).toEqual({ content: text, isBinary: false })
    expect(map.get('query')).toBe('file=/src/App.svelte')
    expect(map.get('environment')).toBe('server')
  })

  it('runs the Full HTML page as a static sandbox in the browser', () => {
    const map = new Map(codesandboxForm(sandboxProject('html', source)).fields)
    expect(decode(map.get('parameters')!).template).toBe('static')
    expect(map.has('environment')).toBe(false)
  })
})

describe('submitForm', () => {
  it('posts a hidden form to a new tab with the values untouched, then removes it', () => {
    let seen: { method: string; action: string; target: string; values: [string, string][] } | null = null
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      seen = {
        method: this.method,
        action: this.action,
        target: this.target,
        values: [...this.querySelectorAll('input')].map((i) => [i.name, i.value]),
      }
    })
    const tricky = '</script><img src=x onerror=alert(1)> "quotes" & \'apostrophes\''
    submitForm({
      action: 'https://example.test/run',
      fields: [
        ['a', tricky],
        ['b', 'two'],
      ],
    })
    expect(submit).toHaveBeenCalledTimes(1)
    expect(seen).toEqual({
      method: 'post',
      action: 'https://example.test/run',
      target: '_blank',
      values: [
        ['a', tricky],
        ['b', 'two'],
      ],
    })
    expect(document.querySelector('form')).toBeNull()
    expect(document.querySelector('img')).toBeNull()
    submit.mockRestore()
  })
})
