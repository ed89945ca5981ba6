// The gas utility of the towns we serve (Enbridge Gas Distribution covers Halton, Peel, Hamilton and
// Waterloo Region). Its emergency line answers around the clock; it is the first call after leaving.
export const gasUtility = {
  name: 'Enbridge Gas',
  emergency: { display: '1-866-763-5427', tel: '+18667635427' },
} as const;
