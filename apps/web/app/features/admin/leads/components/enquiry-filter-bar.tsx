import { contactFormTypes, enquirySearchMax } from '@hvac/contracts';
import { Form, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../../components/ui/button';
import type { EnquiryFilterForm } from '../utils/enquiry-filters';
import { enquiryStatusLabels } from './enquiry-status';

// Search and filters as a GET form: every combination has its own address, and the route's loader
// reads it (the list is searched and paged on the server). Uncontrolled, keyed by the address, so
// the fields show what is applied.
export function EnquiryFilterBar({ form }: { form: EnquiryFilterForm }) {
  const location = useLocation();
  return (
    <Form method="get" role="search" aria-label="Search and filter enquiries" className="admin-filter-bar" key={location.search}>
      <label className="admin-filter-bar__search">
        <span>Search</span>
        <input type="search" name="q" defaultValue={form.q} maxLength={enquirySearchMax} placeholder="Name, e-mail, phone or text" />
      </label>
      <label>
        <span>Status</span>
        <select name="status" defaultValue={form.status}>
          <option value="">Any status</option>
          {Object.entries(enquiryStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Form</span>
        <select name="formType" defaultValue={form.formType}>
          <option value="">Any form</option>
          {contactFormTypes.map((formType) => (
            <option key={formType} value={formType}>
              {formType}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Received from</span>
        <input type="date" name="from" defaultValue={form.from} />
      </label>
      <label>
        <span>to</span>
        <input type="date" name="to" defaultValue={form.to} />
      </label>
      <label className="admin-filter-bar__check">
        <input type="checkbox" name="spam" value="exclude" defaultChecked={form.hideSpam} />
        <span>Hide spam</span>
      </label>
      <label className="admin-filter-bar__check">
        <input type="checkbox" name="urgent" value="true" defaultChecked={form.urgentOnly} />
        <span>Urgent only</span>
      </label>
      <div className="btn-row">
        <Button type="submit" variant="navy">
          Apply
        </Button>
        <ButtonLink variant="outline" to={location.pathname}>
          Clear
        </ButtonLink>
      </div>
    </Form>
  );
}
