/**
 * The five fictional customers of n8n's training datastore, exactly as n8n 1.123's node holds
 * them, so lessons written for n8n give the same items here.
 */

/** One customer record. */
export interface TrainingCustomer {
  id: string;
  name: string;
  email: string;
  notes: string;
  country: string | null;
  created: string;
}

/** The datastore's customers, in n8n's order. */
export const TRAINING_CUSTOMERS: readonly TrainingCustomer[] = [
  {
    id: '23423532',
    name: 'Jay Gatsby',
    email: 'gatsby@west-egg.com',
    notes: 'Keeps asking about a green light??',
    country: 'US',
    created: '1925-04-10',
  },
  {
    id: '23423533',
    name: 'José Arcadio Buendía',
    email: 'jab@macondo.co',
    notes: 'Lots of people named after him. Very confusing',
    country: 'CO',
    created: '1967-05-05',
  },
  {
    id: '23423534',
    name: 'Max Sendak',
    email: 'info@in-and-out-of-weeks.org',
    notes: 'Keeps rolling his terrible eyes',
    country: 'US',
    created: '1963-04-09',
  },
  {
    id: '23423535',
    name: 'Zaphod Beeblebrox',
    email: 'captain@heartofgold.com',
    notes: 'Felt like I was talking to more than one person',
    country: null,
    created: '1979-10-12',
  },
  {
    id: '23423536',
    name: 'Edmund Pevensie',
    email: 'edmund@narnia.gov',
    notes: 'Passionate sailor',
    country: 'UK',
    created: '1950-10-16',
  },
];
