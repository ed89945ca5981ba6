import type { CSSProperties } from 'react';
import { CalendarIcon, UserIcon } from '../../../components/ui/icons';

// When a post was published, and by whom.
export function PostMeta({ date, style }: { date: string; style?: CSSProperties }) {
  return (
    <p className="card__meta" style={style}>
      <span>
        <CalendarIcon /> {date}
      </span>
      <span>
        <UserIcon /> Admin
      </span>
    </p>
  );
}
