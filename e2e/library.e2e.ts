// The library in a real browser through its UMD bundle: escaping of hostile data and card clicks.
import type { Browser, Page } from 'puppeteer-core'
import { join } from 'node:path'
import { launch } from './helpers/browser'
import { axeFindings, describeFindings } from './helpers/axe'

const root = join(__dirname, '..')
let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function blankChartPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewport({ width: 1200, height: 800 })
  await page.setContent(
    '<!DOCTYPE html><html><body style="margin:0"><main><div id="FamilyChart" style="width:1200px;height:800px"></div></main></body></html>',
  )
  await page.addStyleTag({ path: join(root, 'packages/family-chart/dist/styles/family-chart.css') })
  await page.addScriptTag({ path: join(root, 'node_modules/d3/dist/d3.min.js') })
  await page.addScriptTag({ path: join(root, 'packages/family-chart/dist/family-chart.min.js') })
  return page
}

it('shows hostile names as text and runs none of them', async () => {
  const page = await blankChartPage()
  const dialogs: string[] = []
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
  const evil = '<img src=x onerror="window.__pwned=1;alert(1)">'
  await page.evaluate((name) => {
    const data = [
      {
        id: 'a',
        data: { gender: 'M', 'first name': name, 'last name': '<script>window.__pwned=2</script>' },
        rels: { spouses: ['b'] },
      },
      { id: 'b', data: { gender: 'F', 'first name': '<b onmouseover=alert(3)>B</b>' }, rels: { spouses: ['a'] } },
    ]
    const chart = (window as any).f3.createChart('#FamilyChart', data).setTransitionTime(0)
    chart.setCardHtml()
    chart.setPersonDropdown((d: any) => d.data['first name'])
    chart.updateTree({ initial: true })
  }, evil)
  await page.focus('.f3-person-search')
  await page.waitForSelector('.f3-person-option')
  await new Promise((r) => setTimeout(r, 300))
  expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
  const cardText = await page.$$eval('.f3-card', (cs) => cs.map((c) => (c as HTMLElement).innerText))
  expect(cardText.join('\n')).toContain(evil)
  expect(cardText.join('\n')).toContain('<script>window.__pwned=2</script>')
  expect(await page.$$eval('.f3-person-option', (os) => os.map((o) => o.textContent))).toContain(
    '<b onmouseover=alert(3)>B</b>',
  )
  expect(await page.$('#FamilyChart img, #FamilyChart b, #FamilyChart script')).toBeNull()
  await page.close()
})

it('makes a clicked card main and animates to it', async () => {
  const page = await blankChartPage()
  await page.evaluate(() => {
    const data = [
      { id: 'p', data: { gender: 'M', 'first name': 'Parent' }, rels: { children: ['c'] } },
      { id: 'c', data: { gender: 'F', 'first name': 'Child' }, rels: { father: 'p', children: ['g'] } },
      { id: 'g', data: { gender: 'F', 'first name': 'Grandchild' }, rels: { mother: 'c' } },
    ]
    const chart = (window as any).f3.createChart('#FamilyChart', data).setTransitionTime(200)
    chart.setCardHtml().setCardDisplay([['first name']])
    chart.updateTree({ initial: true })
    ;(window as any).chart = chart
  })
  const main = () => page.$eval('.f3-card-main', (c) => (c as HTMLElement).innerText.trim())
  expect(await main()).toBe('Parent')
  await page.evaluate(() =>
    (
      [...document.querySelectorAll('.f3-card')].find(
        (c) => (c as HTMLElement).innerText.trim() === 'Child',
      ) as HTMLElement
    ).click(),
  )
  expect(await main()).toBe('Child')
  expect(await page.evaluate(() => (window as any).chart.getMainDatum().id)).toBe('c')
  await page.close()
})

it('says in the person search when nothing matches and when a search failed, and tries again on Enter', async () => {
  const page = await blankChartPage()
  await page.evaluate(() => {
    const people = [
      { id: 'a', data: { gender: 'M', 'first name': 'Ada' }, rels: { spouses: ['b'] } },
      { id: 'b', data: { gender: 'F', 'first name': 'Bea' }, rels: { spouses: ['a'] } },
    ]
    let failed = false
    const chart = (window as any).f3.createChart('#FamilyChart', [people[0]]).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name']])
    chart.setDataSource({
      load: async (ids: string[]) => people.filter((p) => ids.includes(p.id)),
      // The first search for "Be" fails as a server in trouble does; the next one answers.
      search: async (text: string) => {
        if (text === 'Be' && !failed) {
          failed = true
          throw new Error('503 Service Unavailable')
        }
        return people.filter((p) => p.data['first name'].includes(text))
      },
    })
    chart.setPersonDropdown((d: any) => d.data['first name'], { placeholder: 'Find a person' })
    chart.updateTree({ initial: true })
  })
  const status = () =>
    page.$eval('.f3-person-status', (s) => ((s as HTMLElement).hidden ? '' : (s as HTMLElement).innerText.trim()))
  await page.click('input[aria-label="Find a person"]')
  await page.keyboard.type('Be')
  await page.waitForFunction(() => document.querySelector('.f3-person-status')?.textContent?.includes('Search failed'))
  expect(await status()).toMatch(/^Search failed/)
  expect(await page.$eval('input[aria-label="Find a person"]', (i) => (i as HTMLInputElement).value)).toBe('Be')
  const findings = (await axeFindings(page, 'person search', 'light', 'failed search')).filter((f) => f.inChart)
  expect(describeFindings(findings)).toBe('')
  await page.keyboard.press('Enter')
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="option"]')].some((o) => o.textContent === 'Bea'),
  )
  expect(await status()).toBe('')
  await page.keyboard.type('zz')
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('.f3-person-status')?.innerText.trim() === 'No match',
  )
  const noMatch = (await axeFindings(page, 'person search', 'light', 'no match')).filter((f) => f.inChart)
  expect(describeFindings(noMatch)).toBe('')
  await page.close()
})
