// The built .d.ts compiles for a consumer that uses the API.md names (tsc --noEmit through the compiler API).
import { join } from 'node:path'
import * as ts from 'typescript'

it('type-checks a consumer file against dist/family-chart.d.ts', () => {
  const file = join(__dirname, 'consumer.fixture.ts')
  const program = ts.createProgram([file], {
    noEmit: true,
    strict: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    esModuleInterop: true,
  })
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
  expect(errors).toEqual([])
})
