// Importing family-chart/element where there is no DOM (a server render) defines nothing and throws nothing.
it('imports without custom elements and defines nothing', async () => {
  expect(typeof customElements).toBe('undefined')
  const entry = await import('../../../src/bindings/element')
  expect(entry.defineFamilyChartElement()).toBeUndefined()
})
