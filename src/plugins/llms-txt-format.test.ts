// The llms.txt format: title, summary quote, sections of `- [title](url): description` lines.
const { formatLlmsTxt } = require('./llms-txt-format')

describe('formatLlmsTxt', () => {
  const text: string = formatLlmsTxt({
    title: 'family-chart',
    summary: 'Family trees\nwith D3.',
    details: 'Install it.',
    sections: [
      {
        title: 'Docs',
        pages: [
          { title: 'Intro [start]', url: 'https://x.dev/docs/intro', description: 'What it is.\nAnd more.' },
          { title: 'FAQ', url: 'https://x.dev/docs/faq' },
        ],
      },
      { title: 'Empty', pages: [] },
    ],
  })

  it('starts with the title and a one-line summary quote', () => {
    expect(text.split('\n').slice(0, 5)).toEqual(['# family-chart', '', '> Family trees with D3.', '', 'Install it.'])
  })

  it('lists each page as a Markdown link with its description on one line', () => {
    expect(text).toContain(
      '## Docs\n\n- [Intro start](https://x.dev/docs/intro): What it is. And more.\n- [FAQ](https://x.dev/docs/faq)\n',
    )
  })

  it('leaves out empty sections', () => {
    expect(text).not.toContain('## Empty')
  })
})
