// The CTE `weeks`: the start of each of the last $2 weeks in the time zone $1, as local timestamps, oldest first.
// The dashboard's weekly figures group by it, so a week without any row still counts 0.
export const weekSeriesCte = `weeks AS (
    SELECT generate_series(
      date_trunc('week', now() AT TIME ZONE $1) - ($2::int - 1) * interval '1 week',
      date_trunc('week', now() AT TIME ZONE $1),
      interval '1 week'
    ) AS week_start
  )`;
