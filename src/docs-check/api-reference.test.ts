// Keeps the generated API reference (TypeDoc over the library's TSDoc, see src/api-reference) complete and honest:
// it runs TypeDoc with the site's own options into a temporary folder, then checks that every public method has its
// section, every public name a summary and a "since" version, that source links name real files, and that the
// hand-written guides link to pages and sections that exist.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import * as ts from 'typescript'
import { LIBRARY_VERSION, REPO_URL } from '../constants'
import { apiReferenceOptions } from '../api-reference/typedoc-options'
import { KIND, publicMethods, reflectionsById, type Reflection } from './reference-model'

const root = join(__dirname, '..', '..')
const lib = join(root, 'packages', 'family-chart', 'src')
const work = mkdtempSync(join(tmpdir(), 'api-reference-'))
const out = join(work, 'api')

let model: Reflection

beforeAll(() => {
  const options = {
    ...apiReferenceOptions(root, REPO_URL),
    out,
    json: join(work, 'api.json'),
    docsPath: work,
    // What docusaurus-plugin-typedoc adds when the site builds.
    plugin: [
      'typedoc-plugin-markdown',
      'typedoc-docusaurus-theme',
      ...(apiReferenceOptions(root, REPO_URL).plugin as string[]),
    ],
  }
  const optionsFile = join(work, 'typedoc.json')
  writeFileSync(optionsFile, JSON.stringify(options))
  // TypeDoc is an ES module: it runs in its own Node process, as in the build.
  execFileSync(process.execPath, [join(root, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--options', optionsFile], {
    cwd: root,
    stdio: 'pipe',
  })
  model = JSON.parse(readFileSync(join(work, 'api.json'), 'utf8'))
}, 120_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

const page = (path: string) => readFileSync(join(out, path), 'utf8')

const classes: [string, string, string][] = [
  ['Chart', 'chart/chart.ts', 'classes/Chart.md'],
  ['CardHtml', 'cards/card-html.ts', 'classes/CardHtmlClass.md'],
  ['CardSvg', 'cards/card-svg.ts', 'classes/CardSvgClass.md'],
  ['EditTree', 'features/editing/edit-tree.ts', 'classes/EditTree.md'],
]

describe.each(classes)('generated reference of %s', (className, file, pagePath) => {
  it('has a section for every public method, and none for a method the class lacks', () => {
    // Markdown escapes a leading underscore (0.9.0's `_getStoreDataCopy`): `### \_name()`.
    const sections = [...page(pagePath).matchAll(/^### \\?(\w+)\(\)$/gm)].map((m) => m[1]).sort()
    expect(sections).toEqual(publicMethods(join(lib, file), className).sort())
  })

  it('names no class the reference does not show: no "Extends", "Inherited from" or "Overrides" of an internal part', () => {
    const text = page(pagePath)
    expect(text).not.toMatch(/^## Extends$/m)
    expect(text).not.toMatch(/^#{3,5} (Inherited from|Overrides)\n\n`/m)
    expect(text).not.toMatch(/ChartLayoutSettings|ChartExportMethods|EditTreeSettings/)
  })

  it('describes the page by the class summary, not by its source line', () => {
    expect(page(pagePath)).toMatch(/^---\ndescription: "[A-Z][^"]+\."\n/)
    expect(page(pagePath)).not.toMatch(/^description: "Source:/m)
  })

  it('sends "Edit this page" to the source file it documents, and dates the page by it', () => {
    const head = /^---\n([\s\S]*?)\n---\n/.exec(page(pagePath))?.[1] ?? ''
    expect(head).toContain(`custom_edit_url: "${REPO_URL}/edit/main/packages/family-chart/src/${file}"`)
    // Dated from git when there is history (this repository has it); never made up.
    expect(head).toMatch(/last_update:\n {2}date: \d{4}-\d{2}-\d{2}/)
  })

  it('links each section to its source file on main, without a line number', () => {
    const links = [...page(pagePath).matchAll(/^Source: \[([^\]]+)\]\(([^)]+)\)$/gm)]
    expect(links.length).toBeGreaterThan(1)
    for (const [, label, url] of links) {
      expect(url).toBe(`${REPO_URL}/blob/main/${label}`)
      expect(existsSync(join(root, label))).toBe(true)
    }
    expect(page(pagePath)).not.toMatch(/\.ts:\d+\]/)
  })
})

/** Every name a reader can use: top-level exports, namespace members, class methods and documented fields. */
function publicReflections(): {
  path: string
  reflection: Reflection
  comment: Reflection['comment']
  inherited?: Reflection['comment']
}[] {
  const found: ReturnType<typeof publicReflections> = []
  const reflections = reflectionsById(model)
  // A name exported twice (f3.Card and f3.elements.Card) is a reference to the one documented.
  const commentOf = (r: Reflection): Reflection['comment'] =>
    r.kind === KIND.Reference && r.target !== undefined
      ? commentOf(reflections.get(r.target)!)
      : (r.comment ?? r.signatures?.[0]?.comment ?? r.getSignature?.comment)
  const visit = (r: Reflection, path: string, parent?: Reflection) => {
    found.push({
      path,
      reflection: r,
      comment: commentOf(r),
      inherited: parent && parent.kind === KIND.Namespace ? commentOf(parent) : undefined,
    })
    for (const child of r.children ?? []) {
      if (r.kind === KIND.Interface) continue // interface fields are described by their interface
      if (child.kind === KIND.Constructor) continue
      visit(child, `${path}.${child.name}`, r)
    }
  }
  for (const child of model.children ?? []) visit(child, child.name)
  return found
}

const since = (comment: Reflection['comment']) =>
  comment?.blockTags
    ?.find((t) => t.tag === '@since')
    ?.content.map((c) => c.text)
    .join('')
    .trim()
const summary = (comment: Reflection['comment']) =>
  comment?.summary
    .map((s) => s.text)
    .join('')
    .trim() ?? ''

/** Versions of the published family-chart whose names this library carries for compatibility (src/compat). */
const PUBLISHED_VERSIONS = ['0.9.0']

/** 'next' (not released yet), a released version no later than the documented one, or a published version we follow. */
function validSince(version: string | undefined): boolean {
  if (version === 'next' || PUBLISHED_VERSIONS.includes(version ?? '')) return true
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) return false
  const [a, b] = [version, LIBRARY_VERSION].map((v) => v.split('.').map(Number))
  return a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])))
}

describe('TSDoc of the public API', () => {
  it('covers the whole public surface', () => {
    const names = publicReflections().map((r) => r.path)
    expect(names).toEqual(
      expect.arrayContaining([
        'createChart',
        'Chart.updateTree',
        'CardHtmlClass.setCardDisplay',
        'EditTree.setFields',
        'handlers.treeFit',
        'Datum',
      ]),
    )
    // Internal plumbing stays out of the reference.
    expect(names).not.toEqual(expect.arrayContaining(['Chart.dom']))
    expect(names.filter((n) => /\.(renderInto|dims)$/.test(n) || /^Card(Html|Svg)Class\.getCard$/.test(n))).toEqual([])
  })

  it('gives every public name a summary (icons excepted: their names say it)', () => {
    const missing = publicReflections()
      .filter(({ path, comment }) => !path.startsWith('icons.') && !summary(comment))
      .map((r) => r.path)
    expect(missing).toEqual([])
  })

  it('gives every public name a "since" version: 0.8.0 for the contract, 0.9.0 for its names, next for additions', () => {
    const wrong = publicReflections()
      .filter(({ comment, inherited }) => !validSince(since(comment) ?? since(inherited)))
      .map(({ path, comment, inherited }) => `${path}: ${since(comment) ?? since(inherited) ?? 'none'}`)
    expect(wrong).toEqual([])
  })

  it('lists every unreleased addition in the changelog', () => {
    const changelog = readFileSync(join(root, 'docs', 'changelog.md'), 'utf8')
    const unreleased = changelog.slice(
      changelog.indexOf('## Next'),
      changelog.indexOf('\n## ', changelog.indexOf('## Next') + 1),
    )
    const additions = publicReflections()
      .filter(({ comment }) => since(comment) === 'next')
      .map((r) => r.path.split('.').pop()!)
    expect(additions.length).toBeGreaterThan(0)
    expect(additions.filter((name) => !unreleased.includes(`\`${name}`))).toEqual([])
  })

  it('gives pages gathered from several files no edit link', () => {
    expect(page('index.md')).toMatch(/^---\ndescription: ".+"\ncustom_edit_url: null\n/)
  })

  it('renders "since" on one line, with next shown as unreleased', () => {
    expect(page('classes/Chart.md')).toMatch(/^\*\*Since:\*\* 0\.8\.0$/m)
    expect(page('classes/Chart.md')).toMatch(/^\*\*Since:\*\* next release \(unreleased\)$/m)
    expect(page('classes/Chart.md')).not.toMatch(/#### Since/)
  })
})

describe('the entries of the package', () => {
  /** The names a module of src/entries/ exports (`export { a, type B as C } from ...`). */
  function exportedNames(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    return source.statements.flatMap((node) =>
      ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)
        ? node.exportClause.elements.map((e) => e.name.text)
        : [],
    )
  }

  it('have every name they export in the reference: family-chart/core and each feature entry', () => {
    const entries = join(lib, 'entries')
    const documented = new Set((model.children ?? []).map((r) => r.name))
    const files = readdirSync(entries).filter((name) => name.endsWith('.ts'))
    expect(files).toEqual(expect.arrayContaining(['core.ts', 'editing.ts', 'search.ts']))
    const missing = files.flatMap((name) =>
      exportedNames(join(entries, name))
        .filter((exported) => !documented.has(exported))
        .map((exported) => `${name}: ${exported}`),
    )
    expect(missing).toEqual([])
  })
})

describe('names kept for compatibility with the published 0.8.0 and 0.9.0', () => {
  /** The group each reflection is listed under, by id. */
  function groupOf(): Map<number, string> {
    const groups = new Map<number, string>()
    for (const r of reflectionsById(model).values())
      for (const g of r.groups ?? []) for (const id of g.children) groups.set(id, g.title)
    return groups
  }

  it('are each listed under "Compatibility": every export of src/compat and every member added for it', () => {
    const groups = groupOf()
    // Declared in src/compat, not a type (nor a field of one), not a second name of a reflection listed already. The
    // drop-in's chart (compat/full-chart.ts: createChart, Chart, ALL_FEATURES) is the library's entry, not a kept name.
    const compat: Reflection[] = []
    const visit = (r: Reflection, parent?: Reflection) => {
      const own =
        r.kind !== KIND.Interface &&
        r.kind !== KIND.TypeAlias &&
        r.kind !== KIND.Reference &&
        parent?.kind !== KIND.Interface
      const kept = r.sources?.some((s) => s.fileName.includes('src/compat/') && !s.fileName.endsWith('full-chart.ts'))
      if (own && kept) compat.push(r)
      for (const child of r.children ?? []) visit(child, r)
    }
    visit(model)
    expect(compat.length).toBeGreaterThan(40)
    expect(compat.filter((r) => groups.get(r.id) !== 'Compatibility').map((r) => r.name)).toEqual([])
    const members = publicReflections()
      .filter(({ reflection }) => groups.get(reflection.id) === 'Compatibility')
      .map((r) => r.path)
    expect(members).toEqual(
      expect.arrayContaining([
        'view',
        'createSvg',
        'CalculateTree',
        'formatData',
        'handlers.deletePerson',
        'elements.kinshipInfo',
        'htmlHandlers.setupReactiveTreeData',
        'Chart.getCard',
        'EditTree.history',
        'EditTree.setupAddRelative',
        'EditTree.modal',
      ]),
    )
  })

  it('show as a "Compatibility" section, last, on the pages that list them, saying what the names are for', () => {
    const section = (path: string) => {
      const text = page(path)
      const at = text.search(/^## Compatibility$/m)
      expect([path, at]).not.toEqual([path, -1])
      expect(text.slice(at + 1)).not.toMatch(/^## /m)
      expect(text.slice(at)).toMatch(
        /^## Compatibility\n\nKept so that code written for the published family-chart 0\.8\.0 and 0\.9\.0 runs unchanged/,
      )
      return text.slice(at)
    }
    expect(section('index.md')).toMatch(/^### view\(\)$/m)
    expect(section('family-chart/namespaces/handlers/index.md')).toMatch(/^### deletePerson\(\)$/m)
    expect(section('family-chart/namespaces/elements/index.md')).toMatch(/^### kinshipInfo\(\)$/m)
    expect(section('classes/Chart.md')).toMatch(/^### getCard$/m)
    // The published helpers are a feature's methods (the `family-chart` entry's charts have them), on its own page.
    expect(section('interfaces/PublishedShapeMethods.md')).toMatch(/^### createStore\(\)$/m)
    expect(section('classes/EditTree.md')).toMatch(/^### history$/m)
  })
})

describe('links from the hand-written docs', () => {
  function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = join(dir, name)
      if (full === join(root, 'docs', 'api')) return []
      return statSync(full).isDirectory() ? walk(full) : /\.mdx?$/.test(name) ? [full] : []
    })
  }
  const slug = (heading: string) =>
    heading
      .toLowerCase()
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')

  it('point into the generated reference, at pages and sections that exist', () => {
    const links = walk(join(root, 'docs')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\]\(([^)#\s]*api\/[^)#\s]+\.md)(?:#([\w-]+))?\)/g)].map((m) => ({
        file,
        target: m[1],
        anchor: m[2],
      })),
    )
    expect(links.length).toBeGreaterThan(10)
    const broken = links.filter(({ file, target, anchor }) => {
      const generated = join(out, relative(join(root, 'docs', 'api'), resolve(dirname(file), target)))
      if (!existsSync(generated)) return true
      if (!anchor) return false
      const headings = [...readFileSync(generated, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => slug(m[1]))
      return !headings.includes(anchor)
    })
    expect(broken.map((l) => `${relative(root, l.file)} → ${l.target}#${l.anchor ?? ''}`)).toEqual([])
  })
})

describe('generated pages as MDX', () => {
  /** Every generated page, relative to the output folder. */
  function pages(dir = out, prefix = ''): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? pages(join(dir, e.name), `${prefix}${e.name}/`)
        : e.name.endsWith('.md')
          ? [`${prefix}${e.name}`]
          : [],
    )
  }

  it('hold no bare "<word" outside code, which MDX would read as an unclosed tag and fail the build', () => {
    const bare = pages().flatMap((path) => {
      const prose = page(path)
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '')
      return [...prose.matchAll(/<[a-zA-Z][^>\n]*>?/g)]
        .filter((m) => !/^<(a|br|code|sup|sub|span|div|p|strong|em|details|summary)\b/.test(m[0]))
        .map((m) => `${path}: ${m[0]}`)
    })
    expect(bare).toEqual([])
  })
})
