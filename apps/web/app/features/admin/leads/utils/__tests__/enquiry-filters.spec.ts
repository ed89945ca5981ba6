import { enquiryFiltersFromSearch } from '../enquiry-filters';

describe('enquiryFiltersFromSearch', () => {
  it('turns the calendar days into instants in Toronto time, the "to" day included in full', () => {
    const { filters, form } = enquiryFiltersFromSearch(
      new URLSearchParams('q=%20furnace%20&status=booked&formType=Service+Page+Form&from=2025-03-01&to=2025-03-31&spam=exclude&urgent=true'),
    );
    expect(filters).toEqual({
      q: 'furnace',
      status: 'booked',
      formType: 'Service Page Form',
      createdFrom: '2025-03-01T05:00:00.000Z',
      createdTo: '2025-04-01T04:00:00.000Z',
      spam: 'exclude',
      urgent: true,
    });
    expect(form).toEqual({
      q: 'furnace',
      status: 'booked',
      formType: 'Service Page Form',
      from: '2025-03-01',
      to: '2025-03-31',
      hideSpam: true,
      urgentOnly: true,
    });
  });

  it('leaves out values a hand-edited address got wrong', () => {
    const { filters, form } = enquiryFiltersFromSearch(new URLSearchParams('status=won&formType=Fax&from=March&to=2025-02-30&urgent=maybe'));
    expect(Object.values(filters).filter(Boolean)).toEqual([]);
    expect(form).toMatchObject({ status: '', formType: '', from: '', urgentOnly: false });
  });

  it('drops a date range that ends before it starts', () => {
    const { filters } = enquiryFiltersFromSearch(new URLSearchParams('from=2025-03-10&to=2025-03-01'));
    expect(filters.createdFrom).toBeUndefined();
    expect(filters.createdTo).toBeUndefined();
  });
});
