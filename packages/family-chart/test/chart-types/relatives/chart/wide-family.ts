// A family wider than the hourglass shows from "me": in-laws, a sister's husband and son, a wife's brother.
import type { Data } from '../../../../src/data/types'
import { smallFamily } from '../../../fixtures/small-family'

export function wideFamily(): Data {
  const data = smallFamily()
  const get = (id: string) => data.find((d) => d.id === id)!
  const person = (id: string, gender: 'M' | 'F', name: string, rels: Data[number]['rels']) =>
    data.push({ id, data: { gender, 'first name': name, 'last name': 'Wide' }, rels })
  person('bil', 'M', 'Ben', { spouses: ['sis'], children: ['nephew'] })
  person('nephew', 'M', 'Ned', { father: 'bil', mother: 'sis' })
  person('fil', 'M', 'Olaf', { spouses: ['mil'], children: ['wife', 'wb'] })
  person('mil', 'F', 'Una', { spouses: ['fil'], children: ['wife', 'wb'] })
  person('wb', 'M', 'Wes', { father: 'fil', mother: 'mil' })
  Object.assign(get('sis').rels, { spouses: ['bil'], children: ['nephew'] })
  Object.assign(get('wife').rels, { father: 'fil', mother: 'mil' })
  return data
}

export const WIDE_IDS = ['me', 'wife', 'kid', 'dad', 'mom', 'sis', 'gf', 'gm', 'bil', 'nephew', 'fil', 'mil', 'wb']
