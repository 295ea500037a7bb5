/**
 * @jest-environment jsdom
 */
// An exception thrown by page code in a callback is reported on the console, naming the setter, and stops neither
// the save nor the next callback nor the drawing of the other cards.
import * as f3 from '../../src/index'
import { cardNamed, container, editableChart, family, formButton, submitForm, type } from './harness'

let errors: jest.SpyInstance
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => errors.mockRestore())

const reported = () => errors.mock.calls.map((call) => String(call[0]))

describe('a callback that throws', () => {
  it('setPostSubmit: the save is kept, setOnChange still runs, the console names setPostSubmit', () => {
    const onChange = jest.fn()
    const { chart } = editableChart(f3, (et) =>
      et
        .setPostSubmit(() => {
          throw new Error('postSubmit bug')
        })
        .setOnChange(onChange),
    )
    cardNamed('Lia Reed').click()
    formButton('.f3-edit-btn').click()
    type('first name', 'Liana')
    submitForm()
    expect(chart.store.getDatum('kid')!.data['first name']).toBe('Liana')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(cardNamed('Liana Reed')).toBeTruthy()
    expect(reported()).toEqual([expect.stringContaining('setPostSubmit')])
    expect(errors.mock.calls[0][1]).toEqual(new Error('postSubmit bug'))
  })

  it('setOnChange: the next edit is saved and reported again', () => {
    const onChange = jest.fn(() => {
      throw new Error('onChange bug')
    })
    const { chart } = editableChart(f3, (et) => et.setOnChange(onChange))
    cardNamed('Lia Reed').click()
    formButton('.f3-edit-btn').click()
    type('first name', 'One')
    submitForm()
    formButton('.f3-edit-btn').click()
    type('first name', 'Two')
    submitForm()
    expect(chart.store.getDatum('kid')!.data['first name']).toBe('Two')
    expect(onChange).toHaveBeenCalledTimes(2)
    expect(reported()).toEqual([expect.stringContaining('setOnChange'), expect.stringContaining('setOnChange')])
  })

  it('an async setOnSubmit that rejects is reported too', async () => {
    const { chart } = editableChart(f3, (et) =>
      et.setOnSubmit(async () => {
        throw new Error('server down')
      }),
    )
    cardNamed('Lia Reed').click()
    formButton('.f3-edit-btn').click()
    type('first name', 'Liana')
    submitForm()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(chart.store.getDatum('kid')!.data['first name']).toBe('Lia')
    expect(reported()).toEqual([expect.stringContaining('setOnSubmit')])
  })

  it('setOnCardUpdate: every card is still drawn and clickable', () => {
    container()
    const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
    const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
    card.setOnCardUpdate(function (d) {
      if (d.data.id === 'wife') throw new Error('card bug')
    })
    chart.updateTree({ initial: true })
    expect(document.querySelectorAll('#FamilyChart .card')).toHaveLength(5)
    cardNamed('Lia Reed').click()
    expect(chart.getMainDatum().id).toBe('kid')
    expect(reported().every((m) => m.includes('setOnCardUpdate'))).toBe(true)
    expect(reported().length).toBeGreaterThan(0)
  })

  it('setCardInnerHtmlCreator: that card gets the built-in look', () => {
    container()
    const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
    chart
      .setCardHtml()
      .setCardDisplay([['first name', 'last name']])
      .setCardInnerHtmlCreator((d) => {
        if (d.data.id === 'kid') throw new Error('creator bug')
        return `<div class="mine">${d.data.id}</div>`
      })
    chart.updateTree({ initial: true })
    expect(document.querySelectorAll('.card .mine')).toHaveLength(4)
    expect(cardNamed('Lia Reed').querySelector('.card-label')).not.toBeNull()
    expect(reported()).toEqual([expect.stringContaining('setCardInnerHtmlCreator')])
  })

  it('setAfterUpdate: the drawing is complete and the next update runs it again', () => {
    container()
    const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
    chart.setCardHtml().setCardDisplay([['first name', 'last name']])
    const after = jest.fn(() => {
      throw new Error('after bug')
    })
    chart.setAfterUpdate(after)
    chart.updateTree({ initial: true })
    chart.updateMainId('kid').updateTree({})
    expect(after).toHaveBeenCalledTimes(2)
    expect(document.querySelector('.card.card-main')!.getAttribute('data-id')).toBe('kid')
  })
})
