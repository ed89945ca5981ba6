import { Counter } from 'prom-client';

// Enquiries stored, by form, urgency and whether they were taken for spam (a repeated submission
// that reuses its stored row is not counted again). Served by the metrics listener.
export const enquiriesReceived = new Counter({
  name: 'hvac_enquiries_received_total',
  help: 'Enquiries received, by form, urgency and spam verdict',
  labelNames: ['form', 'urgent', 'spam'],
});
