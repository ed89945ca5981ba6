export type Testimonial = { clientName: string; rank: string; clientReview: string };

export const testimonials: readonly Testimonial[] = [
  {
    clientName: 'Dana R.',
    rank: 'Homeowner, Milton',
    clientReview:
      'Our furnace quit on a January night. The technician was at the door within two hours, explained the problem and had the heat back on before midnight.',
  },
  {
    clientName: 'Marco T.',
    rank: 'Restaurant owner, Oakville',
    clientReview:
      'They replaced our walk-in cooler compressor overnight so we could open on time. Clear quote, tidy work, no surprises on the invoice.',
  },
  {
    clientName: 'Priya S.',
    rank: 'Facility manager, Mississauga',
    clientReview:
      'We plan our rooftop unit replacements with them every year. They show up when they say, and the paperwork is always complete.',
  },
];
