import type { AdminLocationPage, Page, PublishState } from '@hvac/contracts';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../kit/utils/display';
import type { ListQuery } from '../../kit/utils/pagination';
import { ContentListScreen, type ContentListTexts } from './content-list-screen';
import { LocationForm } from './location-form';
import { StateChip } from './publication-controls';
import { SampleBadge } from './sample-badge';

const texts: ContentListTexts = {
  heading: 'Location Pages',
  lead: 'One page for each town you serve, so people searching there find you.',
  addLabel: 'Add New Location Page',
  emptyText: 'No location pages yet. Choose ‘Add New Location Page’ to create one.',
  noun: 'Location',
  plural: 'location pages',
  searchHint: 'Part of a town or address',
  editorTitle: 'Location Page Upload',
  loadingLabel: 'Loading the page...',
  deleteTitle: 'Delete this location page?',
};

export function LocationPagesScreen({ pages, list, state, sampleIds }: { pages: Page<AdminLocationPage>; list: ListQuery; state: PublishState | null; sampleIds: readonly number[] }) {
  // Town pages have no picture: their cards are smaller.
  return (
    <ContentListScreen
      kind="location-pages"
      texts={texts}
      compact
      page={pages}
      list={list}
      state={state}
      idOf={(page) => page.location_id}
      card={(page, titleId) => <LocationCard page={page} titleId={titleId} sample={sampleIds.includes(page.location_id)} />}
      form={(page, controls) => <LocationForm page={page} controls={controls} />}
      deleteMessage={(page) => `The page /location/${page.slug_url} will be removed from the website. This cannot be undone.`}
    />
  );
}

function LocationCard({ page, titleId, sample }: { page: AdminLocationPage; titleId: string; sample: boolean }) {
  const href = paths.location.getHref(page.slug_url);
  return (
    <div className="admin-card__body">
      <h2 id={titleId} className="admin-card__title">
        <a href={href} target="_blank" rel="noopener">
          /location/{page.slug_url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </h2>
      <p className="admin-card__text">
        <StateChip state={page.state} publishAt={page.publishAt} /> {page.main_heading}
      </p>
      {sample ? <SampleBadge /> : null}
      {page.updated_at ? <p className="admin-card__meta">Last changed {formatDate(page.updated_at)}</p> : null}
    </div>
  );
}
