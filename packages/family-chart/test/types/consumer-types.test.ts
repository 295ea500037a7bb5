// The built .d.ts compiles for a consumer that uses the API.md names (tsc --noEmit through the compiler API), and for
// code typed against the published 0.8.0 and 0.9.0 types using the names this library carries for compatibility:
// each compat fixture compiles against the published .d.ts it was written for, and against ours.
import { join } from 'node:path'
import * as ts from 'typescript'

const root = join(__dirname, '..', '..')
const modules = join(root, '..', '..', 'node_modules')

/** Errors of compiling `file` strictly, with `family-chart` resolved to `types` when given. */
function errorsOf(file: string, types?: string): string[] {
  const program = ts.createProgram([join(__dirname, file)], {
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    esModuleInterop: true,
    ...(types ? { baseUrl: root, paths: { 'family-chart': [types] } } : {}),
  })
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

const OURS = join(root, 'dist', 'family-chart.d.ts')

it('type-checks a consumer file against dist/family-chart.d.ts', () => {
  expect(errorsOf('consumer.fixture.ts')).toEqual([])
})

describe.each([
  ['0.8.0', 'compat-080.fixture.ts', join(modules, 'family-chart-080', 'dist', 'types', 'index.d.ts')],
  ['0.9.0', 'compat-090.fixture.ts', join(modules, 'family-chart-published', 'dist', 'types', 'index.d.ts')],
])('code typed against the published %s', (_version, fixture, published) => {
  it('is code of that version: it compiles against its own types', () => {
    expect(errorsOf(fixture, published)).toEqual([])
  })

  it('compiles against ours', () => {
    expect(errorsOf(fixture, OURS)).toEqual([])
  })
})
