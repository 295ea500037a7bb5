/**
 * Name tables of the million-person family: short lists, so that a name search can list the matching table entries
 * first and then only the people who carry them. Order matters (people store an index into these lists): append only.
 */
export const MALE_NAMES = [
  'Aaron', 'Abel', 'Adam', 'Albert', 'Alfred', 'Ambrose', 'Andrew', 'Arthur', 'Benjamin', 'Bernard', 'Caleb', 'Charles',
  'Cyril', 'Daniel', 'David', 'Edgar', 'Edmund', 'Edward', 'Elias', 'Ernest', 'Felix', 'Francis', 'Frederick', 'George',
  'Gilbert', 'Harold', 'Henry', 'Hugh', 'Isaac', 'Jacob', 'James', 'John', 'Joseph', 'Lawrence', 'Leonard', 'Martin',
  'Matthew', 'Nathaniel', 'Oliver', 'Oswald', 'Peter', 'Philip', 'Ralph', 'Robert', 'Samuel', 'Simon', 'Thomas',
  'Walter', 'William', 'Zachary',
] as const

export const FEMALE_NAMES = [
  'Abigail', 'Ada', 'Agnes', 'Alice', 'Amelia', 'Anna', 'Beatrice', 'Bridget', 'Caroline', 'Catherine', 'Charlotte',
  'Clara', 'Dorothy', 'Edith', 'Eleanor', 'Eliza', 'Emma', 'Esther', 'Florence', 'Frances', 'Grace', 'Hannah',
  'Harriet', 'Helen', 'Ida', 'Isabel', 'Jane', 'Judith', 'Julia', 'Lillian', 'Louisa', 'Lucy', 'Margaret', 'Martha',
  'Mary', 'Matilda', 'Maud', 'Miriam', 'Nora', 'Olive', 'Phoebe', 'Rachel', 'Rebecca', 'Rose', 'Ruth', 'Sarah',
  'Sophia', 'Susan', 'Violet', 'Winifred',
] as const

export const SURNAMES = [
  'Abbott', 'Ainsworth', 'Archer', 'Ashby', 'Baker', 'Barker', 'Bennett', 'Blackwood', 'Booth', 'Bradley', 'Brooks',
  'Carter', 'Chandler', 'Clarke', 'Cole', 'Cooper', 'Cross', 'Dawson', 'Dixon', 'Draper', 'Ellis', 'Fairfax',
  'Fletcher', 'Fowler', 'Gardner', 'Gibson', 'Graham', 'Hale', 'Harding', 'Hayes', 'Holland', 'Hughes', 'Hunter',
  'Jennings', 'Kemp', 'Lambert', 'Lane', 'Lawson', 'Marsh', 'Mason', 'Mercer', 'Miller', 'Morgan', 'Norris', 'Osborne',
  'Palmer', 'Parker', 'Pearce', 'Porter', 'Quinn', 'Reed', 'Riley', 'Sawyer', 'Shaw', 'Slater', 'Spencer', 'Thatcher',
  'Turner', 'Underwood', 'Walsh', 'Webb', 'Whitaker', 'Wood', 'Wright',
] as const
