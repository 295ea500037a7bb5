/**
 * @jest-environment jsdom
 */
// EditTree driven through the DOM: view and edit modes, submit, history, add / remove relative, delete, escaping.
import { smallFamily } from '../fixtures/small-family'
import { cardByText, cards, click, form, input, person, setup, submit } from './helpers'

describe('EditTree', () => {
  it('opens the read-only view on card click, then edits and saves', () => {
    const { et } = setup()
    cardByText('Tom Reed').click()
    expect(form().querySelector('.f3-form-title')!.textContent).toBe('Tom Reed')
    expect(form().querySelector('input')).toBeNull()
    expect([...form().querySelectorAll('.f3-info-line dd')].map((d) => d.textContent)).toEqual(['Tom', 'Reed'])
    click('.f3-edit-toggle')
    expect(input('first name').value).toBe('Tom')
    input('first name').value = 'Thomas'
    submit()
    expect(person(et, 'dad').data['first name']).toBe('Thomas')
    expect(cards().some((c) => c.textContent === 'Thomas Reed')).toBe(true)
    expect(document.querySelector('#c .f3-form-banner')!.textContent).toBe('Saved Thomas Reed')
    // Read out once, by the chart's polite live region (the banner is only seen).
    expect(document.querySelector('#c [aria-live="polite"]')!.textContent).toBe('Saved Thomas Reed')
    expect(document.querySelector('#c .f3-form-banner')!.getAttribute('role')).toBeNull()
    // Edit First is off: the saved form goes back to the read-only view
    expect(form().querySelector('input')).toBeNull()
  })

  it('undoes and redoes a change with the history buttons', () => {
    const { et } = setup()
    const back = document.querySelector<HTMLButtonElement>('#c .f3-back')!
    expect(document.querySelector<HTMLElement>('#c .f3-history-controls')!.hidden).toBe(true)
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    input('first name').value = 'Thomas'
    submit()
    expect(back.disabled).toBe(false)
    back.click()
    expect(person(et, 'dad').data['first name']).toBe('Tom')
    document.querySelector<HTMLButtonElement>('#c .f3-forward')!.click()
    expect(person(et, 'dad').data['first name']).toBe('Thomas')
  })

  it('updates the history buttons after history.reset() and after a step made through the history object', () => {
    const { et } = setup()
    const back = document.querySelector<HTMLButtonElement>('#c .f3-back')!
    const forward = document.querySelector<HTMLButtonElement>('#c .f3-forward')!
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    input('first name').value = 'Thomas'
    submit()
    expect(back.disabled).toBe(false)
    et.history.back()
    expect([back.disabled, forward.disabled]).toEqual([true, false])
    et.history.reset(et.getStoreDataCopy())
    expect([back.disabled, forward.disabled]).toEqual([true, true])
    expect(document.querySelector<HTMLElement>('#c .f3-history-controls')!.hidden).toBe(true)
  })

  it('adds a spouse through add-relative mode; the saved data has no placeholder', () => {
    const { et } = setup()
    cardByText('Lia Reed').click()
    click('.f3-add-relative-toggle')
    expect(et.isAddingRelative()).toBe(true)
    cardByText('Add Spouse').click()
    expect(form().querySelector('.f3-form-title')!.textContent).toBe('Add Spouse')
    expect(form().querySelector('.f3-form-subtitle')!.textContent).toBe('Spouse of Lia Reed')
    input('first name').value = 'Max'
    submit()
    const data = et.getStoreDataCopy()
    const max = data.find((d: any) => d.data['first name'] === 'Max')!
    expect(max.rels.spouses).toEqual(['kid'])
    expect(person(et, 'kid').rels.spouses).toEqual([max.id])
    expect(data.some((d: any) => d.to_add)).toBe(false)
    expect(document.querySelector('#c .f3-form-banner')!.textContent).toBe('Added Max as spouse of Lia Reed')
    expect(document.querySelector('#c [aria-live="polite"]')!.textContent).toBe('Added Max as spouse of Lia Reed')
  })

  it('offers the link-existing select only after setLinkExistingRelConfig', () => {
    setup()
    cardByText('Lia Reed').click()
    click('.f3-add-relative-toggle')
    cardByText('Add Spouse').click()
    expect(form().querySelector('.f3-link-existing')).toBeNull()

    setup((e) => e.setLinkExistingRelConfig({ title: 'Already here?' }))
    cardByText('Lia Reed').click()
    click('.f3-add-relative-toggle')
    cards()
      .find((c) => c.querySelector('.f3-card-row')?.textContent === 'Add Daughter')!
      .click()
    expect(form().querySelector('.f3-link-existing label')!.textContent).toBe('Already here?')
    expect(form().querySelectorAll('.f3-link-existing option').length).toBeGreaterThan(1)
  })

  it('cancels add-relative mode and removes the placeholders', () => {
    const { et, chart } = setup()
    cardByText('Lia Reed').click()
    click('.f3-add-relative-toggle')
    expect(chart.store.getData().some((d) => d.to_add)).toBe(true)
    click('.f3-add-relative-toggle')
    expect(chart.store.getData().some((d) => d.to_add)).toBe(false)
    expect(et.isAddingRelative()).toBe(false)
  })

  it('removes a relation by clicking the related card', () => {
    const { et } = setup()
    cardByText('Sam Reed').click()
    click('.f3-edit-toggle')
    click('.f3-remove-relative-btn')
    expect(form().querySelector('.f3-remove-relative-btn')!.textContent).toBe('Cancel Remove Relation')
    cardByText('Tom Reed').click()
    expect(person(et, 'me').rels.father).toBeUndefined()
    expect(person(et, 'dad').rels.children).not.toContain('me')
    expect(et.isRemovingRelative()).toBe(false)
  })

  describe('removing a spouse with shared children asks who keeps them', () => {
    /** Sam's remove-relation mode, then a click on his wife's card: the modal opens. */
    const removeWife = () => {
      const ctx = setup()
      cardByText('Sam Reed').click()
      click('.f3-edit-toggle')
      click('.f3-remove-relative-btn')
      cardByText('Ana Reed').click()
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('#c .f3-modal button')]
      expect(buttons.map((b) => b.textContent)).toEqual([
        'Keep children with current person',
        'Keep children with spouse',
        'Cancel',
      ])
      return { ...ctx, buttons }
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

    it("'Keep children with current person': the spouse loses the shared child", async () => {
      const { et, buttons } = removeWife()
      buttons[0].click()
      await settle()
      expect(document.querySelector('#c .f3-modal')).toBeNull()
      expect(person(et, 'me').rels).toEqual({ father: 'dad', mother: 'mom', spouses: [], children: ['kid'] })
      expect(person(et, 'wife').rels).toEqual({ spouses: [], children: [] })
      expect(person(et, 'kid').rels).toEqual({ father: 'me' })
      expect(et.isRemovingRelative()).toBe(false)
      expect(et.history.length()).toBe(2)
    })

    it("'Keep children with spouse': the person loses the shared child", async () => {
      const { et, buttons } = removeWife()
      buttons[1].click()
      await settle()
      expect(person(et, 'me').rels).toEqual({ father: 'dad', mother: 'mom', spouses: [], children: [] })
      expect(person(et, 'wife').rels).toEqual({ spouses: [], children: ['kid'] })
      expect(person(et, 'kid').rels).toEqual({ mother: 'wife' })
    })

    it('Cancel changes nothing and records no history step', async () => {
      const { et, buttons } = removeWife()
      buttons[2].click()
      await settle()
      expect(et.getStoreDataCopy()).toEqual(smallFamily())
      expect(et.history.length()).toBe(1)
    })
  })

  it('locks the gender of a parent and swaps the placeholders when a childless person changes gender while adding', () => {
    const { chart } = setup()
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    const radios = () => [...form().querySelectorAll<HTMLInputElement>('.f3-gender input')]
    expect(radios().map((r) => r.disabled)).toEqual([true, true])

    cardByText('Lia Reed').click()
    click('.f3-edit-toggle')
    click('.f3-add-relative-toggle')
    expect(radios().map((r) => r.disabled)).toEqual([false, false])
    const placeholders = () => chart.store.getData().filter((d) => d.to_add)
    const spouse = placeholders().find((d) => d._new_rel_data!.rel_type === 'spouse')!
    expect(spouse.data.gender).toBe('M')
    const male = radios().find((r) => r.value === 'M')!
    male.checked = true
    male.dispatchEvent(new Event('change'))
    const after = placeholders()
    expect(chart.store.getDatum('kid')!.data.gender).toBe('M')
    expect(after.find((d) => d.id === spouse.id)!.data.gender).toBe('F')
    const children = after.filter(
      (d) => d._new_rel_data!.rel_type === 'son' || d._new_rel_data!.rel_type === 'daughter',
    )
    expect(children).toHaveLength(2)
    for (const child of children) expect(child.rels).toMatchObject({ father: 'kid', mother: spouse.id })
  })

  describe('a gender changed while adding relatives', () => {
    function changeLiaToMale(onChange?: jest.Mock) {
      const { chart, et } = setup(onChange ? (e) => e.setOnChange(onChange) : undefined)
      cardByText('Lia Reed').click()
      click('.f3-edit-toggle')
      click('.f3-add-relative-toggle')
      const male = [...form().querySelectorAll<HTMLInputElement>('.f3-gender input')].find((r) => r.value === 'M')!
      male.checked = true
      male.dispatchEvent(new Event('change'))
      expect(chart.store.getDatum('kid')!.data.gender).toBe('M')
      return { chart, et }
    }

    it('is undone by cancelling add-relative mode, with no history step and no onChange', () => {
      const onChange = jest.fn()
      const { chart, et } = changeLiaToMale(onChange)
      click('.f3-add-relative-toggle')
      expect(chart.store.getData().some((d) => d.to_add)).toBe(false)
      expect(person(et, 'kid').data.gender).toBe('F')
      expect(et.getStoreDataCopy().map((d: any) => d.data)).toEqual(smallFamily().map((d) => d.data))
      expect(et.history.length()).toBe(1)
      expect(onChange).not.toHaveBeenCalled()
    })

    it("is undone when another person's card is clicked instead", () => {
      const { et } = changeLiaToMale()
      cardByText('Tom Reed').click()
      expect(person(et, 'kid').data.gender).toBe('F')
      expect(et.getStoreDataCopy().map((d: any) => d.data)).toEqual(smallFamily().map((d) => d.data))
    })

    it('is kept, in one recorded step, when a new relative is saved', () => {
      const onChange = jest.fn()
      const { chart, et } = changeLiaToMale(onChange)
      const spouse = chart.store.getData().find((d) => d.to_add && d._new_rel_data!.rel_type === 'spouse')!
      et.open(spouse)
      input('first name').value = 'Noa'
      submit()
      expect(person(et, 'kid').data.gender).toBe('M')
      expect(et.history.length()).toBe(2)
      expect(onChange).toHaveBeenCalledTimes(1)
      const saved = onChange.mock.calls[0][0]
      expect(saved.find((d: any) => d.id === 'kid').data.gender).toBe('M')
      expect(saved.find((d: any) => d.data['first name'] === 'Noa').data.gender).toBe('F')
    })
  })

  it('deletes a person and honours setCanDelete', () => {
    const { et } = setup()
    cardByText('Lia Reed').click()
    click('.f3-edit-toggle')
    click('.f3-delete-btn')
    expect(person(et, 'kid')).toBeUndefined()
    expect(person(et, 'me').rels.children ?? []).not.toContain('kid')

    setup((e) => e.setCanDelete(() => false))
    cardByText('Lia Reed').click()
    click('.f3-edit-toggle')
    expect(form().querySelector<HTMLButtonElement>('.f3-delete-btn')!.disabled).toBe(true)
  })

  it('is view-only with setNoEdit', () => {
    setup((e) => e.setNoEdit())
    cardByText('Tom Reed').click()
    expect(form().querySelector('.f3-edit-toggle')).toBeNull()
    expect(form().querySelector('.f3-add-relative-toggle')).toBeNull()
  })

  it('shows hostile field values as text in the form', () => {
    const { et } = setup()
    cardByText('Tom Reed').click()
    click('.f3-edit-toggle')
    input('first name').value = '<img src=x onerror="window.__pwned=1">'
    submit()
    expect(form().querySelector('img')).toBeNull()
    expect(form().querySelector('.f3-form-title')!.textContent).toBe('<img src=x onerror="window.__pwned=1"> Reed')
    expect(person(et, 'dad').data['first name']).toBe('<img src=x onerror="window.__pwned=1">')
  })

  it('destroy removes the form, the history buttons and the card wiring', () => {
    const { chart, et } = setup()
    cardByText('Tom Reed').click()
    et.destroy()
    expect(document.querySelector('#c .f3-form-cont')).toBeNull()
    expect(document.querySelector('#c .f3-history-controls')).toBeNull()
    cardByText('Tom Reed').click()
    expect(chart.getMainDatum().id).toBe('dad')
    expect(document.querySelector('#c .f3-form')).toBeNull()
  })
})
