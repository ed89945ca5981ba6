import { type PublishState, publishStates } from '@hvac/contracts';
import { stateLabels } from '../utils/publication-draft';
import { type FilterOption, FilterLinks } from '../../kit/components/filter-links';

const options: FilterOption<PublishState>[] = [{ value: null, label: 'All' }, ...publishStates.map((state) => ({ value: state, label: stateLabels[state] }))];

// Links to the list of one state (?state=), or of all.
export function StateFilter({ noun, current }: { noun: string; current: PublishState | null }) {
  return <FilterLinks label={`Filter ${noun} by state`} param="state" options={options} current={current} />;
}
