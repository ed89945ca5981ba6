import { data } from 'react-router';

// Any address no route claims: a real HTTP 404 rendered by the layout's error screen.
export function loader() {
  throw data({ message: 'Not found' }, { status: 404 });
}

export default function NotFound() {
  return null;
}
